import { payable } from '@/api/moneyLines';
import type { Product } from '@/api/products';
import { localisedUrl } from '@/i18n/locales';
import { logoFor } from '@/tenancy/logos';
import type { TenantConfig } from '@/tenancy/schema';
import type { StructuredThing } from './JsonLd';

/*
 * schema.org things the shop's pages describe themselves with (ADR 0027). Pure builders, so a unit
 * test can check each one against the properties search engines require.
 */

/** The shop's own address: canonical URLs and structured data name the tenant's domain, never the host asked. */
export const shopOrigin = (tenant: Pick<TenantConfig, 'domain'>) => `https://${tenant.domain}`;

/** The shop's logo as an absolute URL: the picture of a page that has none of its own. */
export const shopLogoUrl = (tenant: TenantConfig, language: string) =>
  `${shopOrigin(tenant)}${logoFor(tenant, 'header', language)}`;

const organizationId = (tenant: Pick<TenantConfig, 'domain'>) => `${shopOrigin(tenant)}/#organization`;

/** The company behind the shop: name, home, logo, support address and its social profiles. */
export function organization(tenant: TenantConfig, language: string): StructuredThing {
  const origin = shopOrigin(tenant);
  return {
    '@type': 'Organization',
    '@id': organizationId(tenant),
    name: tenant.providerName,
    url: localisedUrl(origin, tenant, language, '/'),
    logo: shopLogoUrl(tenant, language),
    email: tenant.supportEmail,
    ...(tenant.socialLinks.length > 0 && { sameAs: tenant.socialLinks.map((link) => link.url) }),
  };
}

/** The shop as a web site, in the page's language, published by its organisation. */
export function webSite(tenant: TenantConfig, language: string): StructuredThing {
  return {
    '@type': 'WebSite',
    '@id': `${shopOrigin(tenant)}/#website`,
    name: tenant.providerName,
    url: localisedUrl(shopOrigin(tenant), tenant, language, '/'),
    inLanguage: language,
    publisher: { '@id': organizationId(tenant) },
  };
}

export interface Crumb {
  name: string;
  /** absolute URL of the page */
  url: string;
}

/** Where a page sits: the shop's home first, the page itself last. */
export function breadcrumbList(crumbs: readonly Crumb[]): StructuredThing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

const availability: Record<Product['status'], string> = {
  ACTIVE: 'https://schema.org/InStock',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  COMING_SOON: 'https://schema.org/PreOrder',
  INACTIVE: 'https://schema.org/Discontinued',
  DISCONTINUED: 'https://schema.org/Discontinued',
};

/**
 * One product the shop sells as an offer, at what the customer pays for it (its service fee
 * included, as every price on the page shows it): a fixed amount at its face value, a free amount
 * from its minimum, with the range it allows.
 */
export function offer(product: Product, url: string): StructuredThing {
  const paid = (amount: number) => payable(amount, product.serviceFee).toFixed(2);
  return {
    '@type': 'Offer',
    sku: product.productId,
    name: product.name,
    price: paid(product.faceValue ?? product.minAmount),
    priceCurrency: product.currency,
    availability: availability[product.status],
    url,
    ...(product.faceValue === null && {
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: paid(product.minAmount),
        maxPrice: paid(product.maxAmount),
        priceCurrency: product.currency,
      },
    }),
  };
}

export interface ProductThing {
  name: string;
  description: string;
  /** the brand (operator) whose credit or plan it is */
  brand: string;
  url: string;
  image: string;
  /** each product sold on the page; none makes no Product (schema.org wants an offer) */
  products: readonly Product[];
}

/** What a page sells: one Product (the brand's credit, one eSIM plan) with one Offer per amount. */
export function productThing(thing: ProductThing): StructuredThing[] {
  if (thing.products.length === 0) return [];
  return [
    {
      '@type': 'Product',
      name: thing.name,
      description: thing.description,
      brand: { '@type': 'Brand', name: thing.brand },
      image: thing.image,
      url: thing.url,
      offers: thing.products.map((product) => offer(product, thing.url)),
    },
  ];
}

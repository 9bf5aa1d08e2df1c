import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Block } from '@/tenancy/markdown';
import type { ScriptKind } from '@/tenancy/thirdPartyScripts';
import { metaSummary } from '@/ui/shell/metaText';
import { PublicPageTitle } from '@/ui/shell/PublicPageTitle';
import { deferredPart } from '@/ui/shell/deferredPart';
import { ContentBlocks } from './ContentBlocks';
import { useShop } from '@/tenancy/useShop';

// Facts from the shop's config below some pages' text: in the server HTML, their code only once a
// customer reaches for them (the consent settings' button is pressed again once it is in), so the
// page's first load carries the text alone.
const ContactDetails = deferredPart(() => import('./ContactDetails').then((m) => m.ContactDetails), {
  ssr: true,
});
const ConsentDetails = deferredPart(() => import('./ConsentDetails').then((m) => m.ConsentDetails), {
  ssr: true,
});

export const infoPages = [
  'about-us',
  'contact-us',
  'privacy',
  'terms-of-use',
  'impressum',
  'customer-support',
] as const;
export type InfoPageId = (typeof infoPages)[number];

/** Footer label, and the section of the neutral default texts, of each page. */
const pageKeys: Record<InfoPageId, string> = {
  'about-us': 'aboutUs',
  'contact-us': 'contactUs',
  privacy: 'privacy',
  'terms-of-use': 'termsOfUse',
  impressum: 'impressum',
  'customer-support': 'customerSupport',
};

/** Pages that list the ways to reach the shop, whatever their text. */
const withContact: readonly InfoPageId[] = ['contact-us', 'customer-support', 'impressum'];

export interface InfoPageProps {
  page: InfoPageId;
  /** the tenant's own text per language (tenants/<id>/content); the default texts where absent */
  content: Record<string, Block[]>;
  /** the privacy page's statistics services (`consentedServices`); empty on other pages */
  services: ScriptKind[];
}

/** A brand's content page: its own text or the neutral default, with the facts from its config. */
export function InfoPage({ page, content, services }: InfoPageProps) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const key = pageKeys[page];
  const own = content[language];
  const values = { provider: tenant.providerName, domain: tenant.domain };
  const heading = t(`footer.${key}`);
  // the page's own opening words describe it, so no two content pages share a description
  const opening = own ? firstParagraph(own) : t(`content.${key}.p1`, values);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PublicPageTitle
        titleKey={`footer.${key}`}
        seoKey="info"
        values={{ heading, excerpt: metaSummary(opening) }}
        parents={[]}
        crumb={heading}
      />
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      {own ? (
        <ContentBlocks blocks={own} />
      ) : (
        (['p1', 'p2'] as const).map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2 }}>
            {t(`content.${key}.${paragraph}`, values)}
          </Typography>
        ))
      )}
      {withContact.includes(page) && <ContactDetails fallback={null} wake="interaction" tenant={tenant} />}
      {page === 'privacy' && <ConsentDetails fallback={null} wake="interaction" kinds={services} />}
    </Container>
  );
}

/** The text of a page's first paragraph (its headings and lists say less about it). */
function firstParagraph(blocks: readonly Block[]): string {
  const paragraph = blocks.find((block) => block.kind === 'p') ?? blocks[0];
  if (!paragraph) return '';
  const parts = paragraph.kind === 'ul' ? paragraph.items.flat() : paragraph.content;
  return parts.map((part) => part.text).join('');
}

import type { Delivery } from '@/api/orders';
import type { Product } from '@/api/products';
import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CatalogueProduct } from '@/tenancy/catalogueSchema';

type ProductTexts = CatalogueProduct['texts'][string];
/** an eSIM's plan, with its region's name in every locale of the shop when it is sold for one */
type EsimPlan = NonNullable<CatalogueProduct['plan']> & { regionNames?: Record<string, string> };
/** where an international top-up loads credit: country, currency, amount there, rate */
type Destination = NonNullable<Product['destination']>;

/** Mirrors migrations/*.sql; the SQL files are the source of truth for the database. */
const ms = (name: string) => bigint(name, { mode: 'number' });

export const products = pgTable(
  'products',
  {
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id').notNull(),
    brandId: text('brand_id').notNull(),
    categoryId: text('category_id').notNull(),
    objectType: text('object_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    faceValueCents: integer('face_value_cents'),
    minAmountCents: integer('min_amount_cents').notNull(),
    maxAmountCents: integer('max_amount_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    currency: text('currency').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** locale → name and description */
    texts: jsonb('texts').$type<Record<string, ProductTexts>>().notNull(),
    /** locale → category name */
    categoryNames: jsonb('category_names').$type<Record<string, string>>().notNull(),
    brandName: text('brand_name'),
    plan: jsonb('plan').$type<EsimPlan>(),
    destination: jsonb('destination').$type<Destination>(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.productId] })],
);

/** The digest of the catalogue each shop was last seeded from. */
export const catalogueSeeds = pgTable('catalogue_seeds', {
  tenantId: text('tenant_id').primaryKey(),
  digest: text('digest').notNull(),
  seededAt: ms('seeded_at').notNull(),
});

export const carts = pgTable(
  'carts',
  {
    tenantId: text('tenant_id').notNull(),
    cartName: text('cart_name').notNull(),
    channel: text('channel').notNull(),
    vouchers: jsonb('vouchers').$type<string[]>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, unknown>>(),
    language: text('language'),
    otpRequired: boolean('otp_required').notNull(),
    otpCode: text('otp_code'),
    otpSentAt: ms('otp_sent_at'),
    otpValidated: boolean('otp_validated').notNull(),
    nextItem: integer('next_item').notNull(),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.cartName] })],
);

/** Options of an item that only pass through (auto top-up, SMS consent, cash code, light). */
export interface ItemDetails {
  autoTopupOption?: Record<string, unknown>;
  smsTopupConsent?: { pinCode: string };
  cashCode?: string;
  autoTopupLight?: boolean;
  autoTopupLightNotificationId?: string;
}

export const cartItems = pgTable(
  'cart_items',
  {
    tenantId: text('tenant_id').notNull(),
    cartName: text('cart_name').notNull(),
    itemKey: text('item_key').notNull(),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    quantity: integer('quantity').notNull(),
    phoneNumber: text('phone_number'),
    channel: text('channel'),
    details: jsonb('details').$type<ItemDetails>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.cartName, t.itemKey] })],
);

export const orders = pgTable(
  'orders',
  {
    tenantId: text('tenant_id').notNull(),
    orderNumber: text('order_number').notNull(),
    cartName: text('cart_name').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** the cart as it was ordered (items, summary, address), so later cart edits change nothing */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    newsletter: boolean('newsletter').notNull(),
    commitReported: boolean('commit_reported').notNull(),
    commitRetries: integer('commit_retries').notNull(),
    /** codes issued when the commit settled the order (contract: Delivery) */
    deliveries: jsonb('deliveries').$type<Delivery[]>().notNull(),
    customerId: text('customer_id'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.orderNumber] })],
);

export const payments = pgTable(
  'payments',
  {
    /** creation order; two payments of one order may share a millisecond */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    tenantId: text('tenant_id').notNull(),
    paymentId: text('payment_id').notNull(),
    orderNumber: text('order_number').notNull(),
    cartName: text('cart_name').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    token: text('token').notNull(),
    /** a signed-in customer asked to keep the method: approval stores a payment token */
    savePayment: boolean('save_payment').notNull().default(false),
    createdAt: ms('created_at').notNull(),
    decidedAt: ms('decided_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.paymentId] })],
);

export const messages = pgTable('messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: text('tenant_id').notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: ms('created_at').notNull(),
});

export const customers = pgTable(
  'customers',
  {
    tenantId: text('tenant_id').notNull(),
    customerId: text('customer_id').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    confirmed: boolean('confirmed').notNull(),
    /** the pending registration or password-reset code */
    code: text('code'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.customerId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    tenantId: text('tenant_id').notNull(),
    sessionHash: text('session_hash').notNull(),
    customerId: text('customer_id').notNull(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sessionHash] })],
);

export const paymentTokens = pgTable(
  'payment_tokens',
  {
    tenantId: text('tenant_id').notNull(),
    tokenId: text('token_id').notNull(),
    customerId: text('customer_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** MMYY */
    cardExpiry: text('card_expiry').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenId] })],
);

export const tables = {
  products,
  carts,
  cartItems,
  orders,
  payments,
  messages,
  customers,
  sessions,
  paymentTokens,
};

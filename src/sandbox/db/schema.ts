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
    /** null for a payment that only saves a method */
    orderNumber: text('order_number'),
    cartName: text('cart_name'),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    token: text('token').notNull(),
    /** a signed-in customer asked to keep the method: approval stores a payment token */
    savePayment: boolean('save_payment').notNull().default(false),
    /** set for a payment that only saves a method (no order): whose token it becomes */
    customerId: text('customer_id'),
    createdAt: ms('created_at').notNull(),
    decidedAt: ms('decided_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.paymentId] })],
);

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

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
    street: text('street'),
    houseNumber: text('house_number'),
    zip: text('zip'),
    city: text('city'),
    countryCode: text('country_code'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.customerId] })],
);

/** One failed attempt (sign-in, confirm, reset, OTP) or reset request, for the rate limits. */
export const authFailures = pgTable('auth_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: text('tenant_id').notNull(),
  action: text('action').notNull(),
  /** the user name, or the cart name of an OTP */
  account: text('account').notNull(),
  /** the client's address */
  address: text('address').notNull(),
  createdAt: ms('created_at').notNull(),
});

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
    cardBrand: text('card_brand'),
    maskedNumber: text('masked_number'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenId] })],
);

/** SPEC §3 auto top-up, made when an order with an auto top-up option commits. */
export const autoTopups = pgTable(
  'auto_topups',
  {
    tenantId: text('tenant_id').notNull(),
    autoTopupId: text('auto_topup_id').notNull(),
    /** null for a guest's (light) auto top-up */
    customerId: text('customer_id'),
    orderNumber: text('order_number').notNull(),
    msisdn: text('msisdn').notNull(),
    brand: text('brand').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** SPEC §4 type: LOW_BALANCE, RECURRING or AUTO_TOPUP_LIGHT */
    autoTopupType: text('auto_topup_type').notNull(),
    light: boolean('light').notNull(),
    lowBalanceLimitCents: integer('low_balance_limit_cents'),
    recurrenceType: text('recurrence_type'),
    recurringDay: integer('recurring_day'),
    paymentToken: text('payment_token'),
    /** SPEC §4 status */
    status: text('status').notNull(),
    /** the code of the notification link that lets a guest look at a light top-up */
    notificationCode: text('notification_code'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.autoTopupId] })],
);

/** SPEC §3 SMS top-up: the consent to top up a number by SMS with a 4-digit pin. */
export const smsTopups = pgTable(
  'sms_topups',
  {
    tenantId: text('tenant_id').notNull(),
    /** empty for a guest's consent given in checkout */
    customerId: text('customer_id').notNull(),
    index: integer('idx').notNull(),
    msisdn: text('msisdn').notNull(),
    brand: text('brand').notNull(),
    pin: text('pin').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.customerId, t.index] })],
);

/** A number a signed-in customer keeps with a name (project extension, ADR 0048). */
export const savedNumbers = pgTable(
  'saved_numbers',
  {
    tenantId: text('tenant_id').notNull(),
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    msisdn: text('msisdn').notNull(),
    name: text('name').notNull(),
    /** ISO 3166 letters in capitals */
    country: text('country').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
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
  authFailures,
  autoTopups,
  smsTopups,
  savedNumbers,
};

// Plain lists without zod, so the search controls can use them without loading the schemas.

/** SPEC §4 product statuses. */
export const productStatuses = ['ACTIVE', 'INACTIVE', 'OUT_OF_STOCK', 'COMING_SOON', 'DISCONTINUED'] as const;
export const objectTypes = ['TOPUP', 'VOUCHER', 'GIFT_CARD', 'ESIM'] as const;
export const sortOptions = ['relevance', 'name', '-name', 'price', '-price'] as const;

// Plain lists without zod, so the search controls can use them without loading the schemas.

/** SPEC §4 product statuses. */
export const productStatuses = ['ACTIVE', 'INACTIVE', 'OUT_OF_STOCK', 'COMING_SOON', 'DISCONTINUED'] as const;
/** The one status a product can be bought in. */
export const buyableStatus = 'ACTIVE' satisfies (typeof productStatuses)[number];
export const objectTypes = ['TOPUP', 'VOUCHER', 'GIFT_CARD', 'ESIM'] as const;
export const sortOptions = ['relevance', 'name', '-name', 'price', '-price'] as const;

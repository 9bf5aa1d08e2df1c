/**
 * Business constants of SPEC §9, in one place. Tests use fake timers against these values,
 * never shortened copies.
 */
export const COMMIT_POLL_DELAY_MS = 50_000;
export const COMMIT_MAX_RETRIES = 10;
/**
 * After the 10th retry the outcome is not known, not failed: the order is checked on, each wait
 * twice the one before, up to this. SPEC has no constant for it; a quarter of an hour keeps an open
 * page in step with a slow provider without asking the backend more than four times an hour.
 */
export const COMMIT_SLOW_CHECK_MAX_MS = 15 * 60_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const PRODUCT_PAGE_SIZE = 15;
/** The contract's largest product page: a shop's whole listed catalogue in one call. */
export const PRODUCT_PAGE_MAX = 100;
export const ORDER_HISTORY_PAGE_SIZE = 15;
/**
 * Registration's code step: the code is sent again at most once in this many seconds. SPEC has no
 * constant for it; the checkout's OTP waits as long before a new code (ADR 0033).
 */
export const CODE_RESEND_AFTER_SECONDS = 60;
export const ACCOUNT_OVERVIEW_ORDERS = 3;

export const COOKIE_EXPIRY_DAYS = 7;
export const THEME_SWITCH_DELAY_MS = 300;
export const WALLET_SCRIPT_DELAY_MS = 1_000;
export const PIXEL_PAGE_LOAD_DELAY_MS = 1_000;

export const NOTIFICATIONS_MAX_VISIBLE = 3;
export const NOTIFICATION_AUTO_HIDE_MS = 5_000;
export const NOTIFICATION_TRANSITION_MS = { enter: 225, exit: 195 } as const;
export const PERSIST_TIMEOUT_MS = 5_000;
/**
 * How long a customer's own page waits on the server for a read it can do without (the payment
 * methods, the result page's order; ADR 0050, 0054): past this it is sent without, and the browser
 * reads it, so a slow backend delays the page by this at most.
 */
export const SERVER_READ_WAIT_MS = 1_500;

export const TRANSLATION_CACHE_MS = 7 * 24 * 60 * 60 * 1000;
export const TRANSLATION_NAMESPACES = ['common', 'seo'] as const;

export const THEME_COOKIE = 'theme';

/**
 * The cart's name beside the stored state, so that the server renders a customer's cart and payment
 * pages (ADR 0050); written by the browser whenever the name changes.
 */
export const CART_COOKIE = 'cart';

/** The smallest touch target a control gets, in CSS px (WCAG 2.5.5, Apple's and Android's guides). */
export const TOUCH_TARGET_PX = 44;

/** SPEC §2, §9: the consent cookie holds the necessary and statistics flags. */
export const CONSENT_COOKIE = 'consent';
/**
 * SPEC §9 tracking cookie lifetimes. SPEC gives no unit; they are months (ADR 0009): the click id's
 * 3 matches the 90 days ad click ids usually live, and all stay far below the 13 months European
 * regulators accept for audience measurement.
 */
export const TRACKING_COOKIE_MONTHS = { clientId: 3, clickId: 3, sessionId: 3, legacyAnalytics: 2 } as const;
/** Blog posts per GraphQL page; "load more" appends the next page. */
export const BLOG_PAGE_SIZE = 3;

import { describe, expect, it } from 'vitest';
import * as constants from '@/config/constants';

/**
 * SPEC §9 values, written out: the timing tests advance fake timers by these constants, so only
 * this table notices when one of them changes.
 */
describe('SPEC §9 business constants', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['COMMIT_POLL_DELAY_MS', 50_000],
    ['COMMIT_MAX_RETRIES', 10],
    ['SEARCH_DEBOUNCE_MS', 500],
    ['PRODUCT_PAGE_SIZE', 15],
    ['ORDER_HISTORY_PAGE_SIZE', 15],
    ['ACCOUNT_OVERVIEW_ORDERS', 3],
    ['COOKIE_EXPIRY_DAYS', 7],
    ['THEME_SWITCH_DELAY_MS', 300],
    ['WALLET_SCRIPT_DELAY_MS', 1_000],
    ['PIXEL_PAGE_LOAD_DELAY_MS', 1_000],
    ['NOTIFICATIONS_MAX_VISIBLE', 3],
    ['NOTIFICATION_AUTO_HIDE_MS', 5_000],
    ['NOTIFICATION_TRANSITION_MS', { enter: 225, exit: 195 }],
    ['PERSIST_TIMEOUT_MS', 5_000],
    ['TRANSLATION_CACHE_MS', 604_800_000],
    ['TRANSLATION_NAMESPACES', ['common', 'seo']],
  ])('%s is %j', (name, value) => {
    expect(constants[name]).toEqual(value);
  });
});

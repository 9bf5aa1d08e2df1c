import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LazyTranslationBackend,
  loadClientBackend,
  translationBackendOptions,
  translationCachePrefix,
} from '@/i18n/config';
import {
  classifyTranslationFailure,
  createTranslationRequest,
  TRANSLATION_RETRY_POLICY,
  type TranslationFailure,
} from '@/i18n/translationRequest';

describe('classifyTranslationFailure (SPEC §8 translation loading)', () => {
  it.each<[string, TranslationFailure, 'retryable' | 'permanent']>([
    ['500', { status: 500 }, 'retryable'],
    ['502', { status: 502 }, 'retryable'],
    ['503', { status: 503 }, 'retryable'],
    ['599', { status: 599 }, 'retryable'],
    ['missing status', {}, 'retryable'],
    ['status 0 (no answer)', { status: 0 }, 'retryable'],
    ['fetch failure', { error: new TypeError('Failed to fetch') }, 'retryable'],
    ['fetch failure with any message', { error: new Error('socket hang up') }, 'retryable'],
    ['400', { status: 400 }, 'permanent'],
    ['403', { status: 403 }, 'permanent'],
    ['404', { status: 404 }, 'permanent'],
    ['429', { status: 429 }, 'permanent'],
    ['JSON parse failure', { status: 200, parseError: true }, 'permanent'],
    ['parse failure without status', { parseError: true }, 'permanent'],
    ['unexpected 3xx', { status: 304 }, 'permanent'],
  ])('%s → %s', (_case, failure, kind) => {
    expect(classifyTranslationFailure(failure)).toBe(kind);
  });
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const text = (body: string, status = 200) => new Response(body, { status });

type Result = { error: unknown; response: { status: number; data: unknown } | null | undefined };

function load(fetchImpl: (url: string, init: RequestInit) => Promise<Response>) {
  const request = createTranslationRequest(TRANSLATION_RETRY_POLICY, fetchImpl);
  const result: { done?: Result } = {};
  request(
    { customHeaders: { 'X-Tenant-Id': 'congstar' } },
    '/api/translations/de/common',
    {},
    (error, response) => {
      result.done = { error, response };
    },
  );
  return result;
}

describe('createTranslationRequest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the shop id header and hands over the parsed texts', async () => {
    const fetchImpl = vi.fn(async () => json({ hero: { title: 'Hallo' } }));
    const result = load(fetchImpl);
    await vi.runAllTimersAsync();
    expect(result.done).toEqual({
      error: null,
      response: { status: 200, data: { hero: { title: 'Hallo' } } },
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/translations/de/common');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'X-Tenant-Id': 'congstar' });
  });

  it('retries a 503 with doubling waits until it succeeds', async () => {
    const fetchImpl = vi
      .fn<(url: string, init: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ loading: 'Wird geladen' }));
    const result = load(fetchImpl);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(349);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(699);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(result.done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(result.done).toEqual({
      error: null,
      response: { status: 200, data: { loading: 'Wird geladen' } },
    });
  });

  it('does not retry a 404', async () => {
    const fetchImpl = vi.fn(async () => json({ errorCode: 'UNKNOWN_LANGUAGE' }, 404));
    const result = load(fetchImpl);
    await vi.runAllTimersAsync();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result.done?.error).toEqual(expect.stringContaining('404'));
    expect(result.done?.response?.status).toBe(404);
  });

  it('does not retry a body that is not JSON', async () => {
    const fetchImpl = vi.fn(async () => text('<html>oops</html>'));
    const result = load(fetchImpl);
    await vi.runAllTimersAsync();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result.done?.error).toEqual(expect.stringContaining('invalid translation body'));
  });

  it('does not retry JSON that is not an object of texts', async () => {
    const fetchImpl = vi.fn(async () => json(['a']));
    const result = load(fetchImpl);
    await vi.runAllTimersAsync();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result.done?.error).toBeTruthy();
  });

  it('retries a network failure, then gives up after the last retry', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = load(fetchImpl);
    await vi.runAllTimersAsync();
    expect(fetchImpl).toHaveBeenCalledTimes(TRANSLATION_RETRY_POLICY.maxRetries + 1);
    expect(result.done?.error).toEqual(expect.stringContaining('status none'));
  });

  it('waits 350, 700, 1400, 2800 and 5600 ms between attempts', async () => {
    const calls: number[] = [];
    const start = Date.now();
    const fetchImpl = vi.fn(async () => {
      calls.push(Date.now() - start);
      return json({}, 500);
    });
    load(fetchImpl);
    await vi.runAllTimersAsync();
    expect(calls).toEqual([0, 350, 1050, 2450, 5250, 10850]);
  });
});

/** A sessionStorage stand-in. */
function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

async function clientI18n(
  shopId: string,
  store: ReturnType<typeof memoryStore>,
  fetchImpl: () => Promise<Response>,
) {
  const instance = i18next.createInstance();
  // the backend the browser config uses: it loads the chained cache/http backends on first read
  instance.use(LazyTranslationBackend);
  const initialised = instance.init({
    lng: 'de',
    fallbackLng: 'de',
    ns: ['common'],
    defaultNS: 'common',
    load: 'currentOnly',
    lowerCaseLng: true,
    maxRetries: 0,
    backend: translationBackendOptions(
      shopId,
      store,
      createTranslationRequest(TRANSLATION_RETRY_POLICY, fetchImpl),
    ),
  });
  await vi.runAllTimersAsync();
  await initialised;
  return instance;
}

describe('the chained client backend', () => {
  // the chunk is loaded ahead, so the fake timers below drive the retries alone
  beforeAll(async () => {
    await loadClientBackend();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads over HTTP once and then from sessionStorage, per shop id, language and namespace', async () => {
    const store = memoryStore();
    const fetchImpl = vi.fn(async () => json({ loading: 'Wird geladen' }));
    const first = await clientI18n('congstar', store, fetchImpl);
    expect(first.t('loading')).toBe('Wird geladen');
    expect([...store.data.keys()]).toEqual([`${translationCachePrefix('congstar')}de-common`]);

    const second = await clientI18n('congstar', store, fetchImpl);
    expect(second.t('loading')).toBe('Wird geladen');
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    await clientI18n('jamobil', store, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(store.data.size).toBe(2);
  });

  it('retries a 503 through the chain and ends with the texts', async () => {
    const fetchImpl = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ loading: 'Wird geladen' }));
    const instance = await clientI18n('congstar', memoryStore(), fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(instance.t('loading')).toBe('Wird geladen');
  });

  it('stops at a 404 without a message to the customer', async () => {
    const fetchImpl = vi.fn(async () => json({ errorCode: 'UNKNOWN_LANGUAGE' }, 404));
    const instance = await clientI18n('congstar', memoryStore(), fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(instance.t('loading')).toBe('loading');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LOG_MESSAGE_MAX_CHARS } from '@/api/storefront';
import handler, { LOG_RATE_LIMIT } from '@/pages/api/log';
import { callApiRoute } from '../server/apiRoute';

// A newline in a client report wrote a second line that looked like the server's own.
let written: MockInstance;
beforeEach(() => {
  written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

let addresses = 0;
/** A client address no other test has used, so each test meets the limit on its own. */
const freshAddress = () => `192.0.2.${(addresses += 1)}`;

/** A report as the shop's page sends it: JSON, from its own origin. */
const SAME_ORIGIN = {
  host: 'congstar.localhost',
  origin: 'http://congstar.localhost',
  'content-type': 'application/json',
};

const log = (body: unknown, remoteAddress = freshAddress()) =>
  callApiRoute(handler, { method: 'POST', headers: SAME_ORIGIN, query: {}, body, remoteAddress });

/** Every line the route wrote to the server log (its own request line aside). */
const lines = () =>
  written.mock.calls
    .flatMap((call) => String(call[0]).split(/(?<=\n)/))
    .filter((line) => !line.includes('"msg":"request"'));

// what a terminal, a log viewer or a log shipper may take as the end of a line, or as a control
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('a client report is written as exactly one line the server’s own lines cannot be confused with', () => {
  it('a forged "[sandbox] … code" line stays inside the one client line', () => {
    const forged = 'oops\n[sandbox] registration code for congstar victim@example.com: 123456';
    expect(log({ level: 'info', message: forged }).status).toBe(200);
    expect(lines()).toHaveLength(1);
    const [line = ''] = lines();
    expect(line.slice(0, -1)).not.toMatch(CONTROL);
    expect(line.endsWith('\n')).toBe(true);
    const written = JSON.parse(line) as Record<string, unknown>;
    expect(written).toMatchObject({ source: 'client', msg: 'client report' });
    expect(written.message).toContain('\u240a[sandbox] registration code');
  });

  it.each([
    ['LF', '\n'],
    ['CR', '\r'],
    ['CR LF', '\r\n'],
    ['tab', '\t'],
    ['NUL', '\u0000'],
    ['ESC (terminal colours and cursor moves)', '\u001b[2K\u001b[1A'],
    ['DEL', '\u007f'],
    ['NEL (C1)', '\u0085'],
    ['CSI (C1)', '\u009b'],
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
    ['right-to-left override', '\u202e'],
    ['right-to-left isolate', '\u2067'],
  ])('%s is escaped, in the message and in the context', (_name, control) => {
    const response = log({
      level: 'error',
      message: `before${control}[sandbox] after`,
      context: { [`key${control}`]: `value${control}` },
    });
    expect(response.status).toBe(200);
    expect(lines()).toHaveLength(1);
    expect(lines()[0]?.slice(0, -1)).not.toMatch(CONTROL);
  });

  it('a message at the contract’s cap is written cut, however long its escapes make it', () => {
    const message = '\u0001'.repeat(LOG_MESSAGE_MAX_CHARS);
    expect(log({ level: 'warn', message, context: { blob: '\n'.repeat(5000) } }).status).toBe(200);
    const [line = ''] = lines();
    expect(line.slice(0, -1)).not.toMatch(CONTROL);
    // the line's own fields, plus at most the cap (and its mark) for message and context each
    expect(line.length).toBeLessThan(2 * LOG_MESSAGE_MAX_CHARS + 200);
  });

  it.each([
    ['a message over the cap', { level: 'info', message: 'x'.repeat(LOG_MESSAGE_MAX_CHARS + 1) }],
    ['an empty message', { level: 'info', message: '' }],
    ['an unknown level', { level: 'fatal', message: 'x' }],
    ['no body', undefined],
    ['a context that is not an object', { level: 'info', message: 'x', context: 'text' }],
  ])('%s is refused with 400 VALIDATION_FAILED and writes nothing', (_name, body) => {
    const response = log(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(lines()).toHaveLength(0);
  });
});

describe('client reports are rate-limited per client address', () => {
  it('past the limit an address gets 429 TOO_MANY_REQUESTS with Retry-After, and writes nothing', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const flooder = freshAddress();
    for (let i = 0; i < LOG_RATE_LIMIT.perAddress; i += 1)
      expect(log({ level: 'info', message: `report ${i}` }, flooder).status).toBe(200);
    const refused = log({ level: 'info', message: 'one too many' }, flooder);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOG_RATE_LIMIT.windowMs / 1000);
    expect(refused.body).toMatchObject({ retryAfterSeconds: retryAfter });
    expect(lines()).toHaveLength(LOG_RATE_LIMIT.perAddress);

    // another client is not held back by the flooder
    expect(log({ level: 'info', message: 'another client' }).status).toBe(200);
    // and the flooder may report again once its window is over
    vi.setSystemTime(Date.now() + retryAfter * 1000);
    expect(log({ level: 'info', message: 'later' }, flooder).status).toBe(200);
  });
});

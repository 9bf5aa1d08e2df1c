import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, maskText, requestContext } from '@/observability/log';

/** A logger that writes into an array, one parsed object per line. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(sink), lines, raw: () => raw.join('') };
}

const PERSONAL = [
  ['an international number', '+491511234567', '***67'],
  ['a number with spaces', '+49 151 1234 5678', '***78'],
  ['a national number with a slash', '0151/12345678', '***78'],
  ['a number with dashes and brackets', '(0151) 123-45-67', '***67'],
  ['a number written with 00', '0031612345678', '***78'],
  ['an e-mail address', 'jane.doe+shop@example.co.uk', 'j***@example.co.uk'],
] as const;

describe('log lines carry no personal data: phone numbers and e-mail addresses are masked', () => {
  it.each(PERSONAL)('%s is masked inside a text', (_name, value, masked) => {
    expect(maskText(`sent to ${value}, done`)).toBe(`sent to ${masked}, done`);
  });

  it.each([
    ['a payment id', 'pay_5f1e2d3c4b5a69788796a5b4'],
    ['an order number', 'SBX1A2B3C4D5678'],
    ['a request id', '3b241101-e2bb-4255-8caf-4136c566a962'],
    ['an ISO date', '2026-11-26'],
    ['a six-digit code', '123456'],
    ['a duration', '1234 ms'],
  ])('%s stays readable', (_name, value) => {
    expect(maskText(value)).toBe(value);
  });

  it.each(PERSONAL)('%s is masked in a logged object, at any depth and in arrays', (_name, value, masked) => {
    const { logger, lines, raw } = capture();
    logger.info({ recipient: value, order: { delivery: { contact: [value] } } }, 'sent');
    expect(lines[0]).toMatchObject({ recipient: masked, order: { delivery: { contact: [masked] } } });
    expect(raw()).not.toContain(value);
  });

  it.each(PERSONAL)('%s is masked in the message and its format arguments', (_name, value, masked) => {
    const { logger, lines, raw } = capture();
    logger.warn(`code for ${value}`);
    logger.warn('code for %s', value);
    expect(lines.map((line) => line.msg)).toEqual([`code for ${masked}`, `code for ${masked}`]);
    expect(raw()).not.toContain(value);
  });

  it('an error logged with its customer in the text is masked in message and stack', () => {
    const { logger, raw } = capture();
    logger.error({ err: new Error('no account jane@example.com') }, 'failed');
    expect(raw()).not.toContain('jane@example.com');
    expect(raw()).toContain('j***@example.com');
  });

  it('an aborted call (a DOMException, whose name and message are getters) is logged, not thrown', () => {
    const { logger, lines } = capture();
    const aborted = new DOMException('call to +491511234567 aborted', 'AbortError');
    expect(() => logger.error({ err: aborted }, 'proxy: timeout')).not.toThrow();
    expect(lines[0]?.err).toMatchObject({ message: 'call to ***67 aborted' });
    expect(JSON.stringify(lines[0])).toContain('AbortError');
  });
});

describe('a line is one JSON object with level, time and the request it was written for', () => {
  it('inside a request, every line carries its id and tenant', async () => {
    const { logger, lines } = capture();
    await requestContext.run({ reqId: 'req-1', tenant: 'congstar' }, async () => {
      logger.info('inside');
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({ level: 'info', reqId: 'req-1', tenant: 'congstar', msg: 'inside' });
    expect(typeof lines[0]?.time).toBe('string');
    expect(lines[1]).not.toHaveProperty('reqId');
  });
});

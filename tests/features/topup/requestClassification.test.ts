import { describe, expect, it } from 'vitest';
import { classifyRequest } from '@/features/topup';

/** SPEC §4 request classification, one row per case. */
describe('classifyRequest', () => {
  it.each([
    [
      'msisdn and amount',
      { msisdn: '4915112345678', amount: '15' },
      { kind: 'web', msisdn: '4915112345678', amount: 15 },
    ],
    [
      'channel web',
      { msisdn: '4915112345678', amount: '15', channel: 'web' },
      { kind: 'web', msisdn: '4915112345678', amount: 15 },
    ],
    [
      'channel sms is not chatbot',
      { msisdn: '4915112345678', amount: '15', channel: 'sms' },
      { kind: 'web', msisdn: '4915112345678', amount: 15 },
    ],
    [
      'channel chatbot',
      { msisdn: '4915112345678', amount: '15', channel: 'chatbot' },
      { kind: 'chatbot', msisdn: '4915112345678', amount: 15 },
    ],
    [
      'a + that arrived as a space',
      { msisdn: ' 4915112345678', amount: '7.50' },
      { kind: 'web', msisdn: '4915112345678', amount: 7.5 },
    ],
    [
      'a written number',
      { msisdn: '+49 151-1234 5678', amount: '20' },
      { kind: 'web', msisdn: '+4915112345678', amount: 20 },
    ],
    [
      'repeated parameters: the first counts',
      { msisdn: ['4915112345678', '1'], amount: ['10', '99'] },
      { kind: 'web', msisdn: '4915112345678', amount: 10 },
    ],
  ])('%s', (_, query, expected) => {
    expect(classifyRequest(query)).toEqual(expected);
  });

  it.each([
    ['no query', {}],
    ['msisdn only', { msisdn: '4915112345678' }],
    ['amount only', { amount: '15' }],
    ['chatbot without amount', { msisdn: '4915112345678', channel: 'chatbot' }],
    ['empty msisdn', { msisdn: '', amount: '15' }],
    ['blank amount', { msisdn: '4915112345678', amount: ' ' }],
  ])('%s is no request', (_, query) => {
    expect(classifyRequest(query)).toEqual({ kind: 'none' });
  });

  // SPEC §2: such a request fails like a refused cart, its values kept as given
  it.each([
    ['amount zero', { msisdn: '4915112345678', amount: '0' }, '4915112345678', '0'],
    ['amount with 3 decimals', { msisdn: '4915112345678', amount: '1.234' }, '4915112345678', '1.234'],
    ['amount not a number', { msisdn: '123', amount: 'abc' }, '123', 'abc'],
    ['negative amount', { msisdn: '4915112345678', amount: '-5' }, '4915112345678', '-5'],
    ['msisdn of punctuation only', { msisdn: '()', amount: '15' }, '()', '15'],
  ])('%s cannot become a cart', (_, query, msisdn, amount) => {
    expect(classifyRequest(query)).toEqual({ kind: 'invalid', msisdn, amount });
  });
});

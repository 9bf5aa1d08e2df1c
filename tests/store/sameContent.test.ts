import { describe, expect, it } from 'vitest';
import { sameContent } from '@/store/sameContent';

describe('sameContent: values read from JSON compared by what they hold', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal primitives', 'SBX1', 'SBX1', true],
    ['different primitives', 15, 15.01, false],
    ['NaN and NaN', Number.NaN, Number.NaN, true],
    ['null and an object', null, {}, false],
    ['null and undefined', null, undefined, false],
    ['equal nested objects', { a: { b: [1, { c: 'x' }] } }, { a: { b: [1, { c: 'x' }] } }, true],
    ['a nested value changed', { a: { b: [1, { c: 'x' }] } }, { a: { b: [1, { c: 'y' }] } }, false],
    ['a field more', { a: 1 }, { a: 1, b: 2 }, false],
    ['a field less', { a: 1, b: 2 }, { a: 1 }, false],
    ['the same count of other fields', { a: 1 }, { b: 1 }, false],
    ['an undefined field against none', { a: undefined }, {}, false],
    ['an array and an object with its indices', [1], { 0: 1 }, false],
    ['arrays of different length', [1, 2], [1], false],
    ['arrays in another order', [1, 2], [2, 1], false],
  ])('%s', (_name, a, b, same) => {
    expect(sameContent(a, b)).toBe(same);
    expect(sameContent(b, a)).toBe(same);
  });

  it('the same object', () => {
    const value = { a: [1] };
    expect(sameContent(value, value)).toBe(true);
  });
});

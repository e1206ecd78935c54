import { describe, expect, it } from 'vitest';
import { normaliseToken } from './words.js';

describe('normaliseToken', () => {
  it.each([
    ['Google’s', 'en', 'google'],
    ["Shop's", 'en', 'shop'],
    ['news', 'en', 'news'],
    ['CAFÉ', 'fr', 'café'],
    ['Niño', 'es', 'niño'],
    // Turkish and Azerbaijani lower-case ASCII "I" to dotless "ı", not "i".
    ['ISTANBUL', 'tr', 'ıstanbul'],
    ['BAKI', 'az-AZ', 'bakı'],
    ['ISTANBUL', 'en', 'istanbul'],
  ])('%s in %s is %s', (token, locale, expected) => {
    expect(normaliseToken(token, locale)).toBe(expected);
  });
});

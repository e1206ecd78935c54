/**
 * Google's rules for the Speakable feature, from https://developers.google.com/search/docs/appearance/structured-data/speakable (read November 2026).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'speakable',
  feature: 'Speakable',
  types: ['Article', 'WebPage'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/speakable',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/speakable',
  required: [
    {
      path: 'speakable.cssSelector',
      anyOf: ['speakable.cssSelector', 'speakable.xpath'],
    },
  ],
  recommended: [
    {
      path: 'url',
      value: 'url',
    },
  ],
  when: [
    {
      path: 'speakable',
    },
  ],
  restrictedTo: 'news publishers, in English, for users in the United States (beta)',
} satisfies FeatureRule;

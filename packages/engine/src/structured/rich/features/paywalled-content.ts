/**
 * Google's rules for the Subscription and paywalled content feature, from https://developers.google.com/search/docs/appearance/structured-data/paywalled-content (read November 2026).
 * Read on CreativeWork items that say isAccessibleForFree false.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'paywalled-content',
  feature: 'Subscription and paywalled content',
  types: ['CreativeWork'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/paywalled-content',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/paywalled-content',
  required: [
    {
      path: 'isAccessibleForFree',
      value: 'enum',
      values: ['false', 'False'],
    },
    {
      path: 'hasPart',
    },
    {
      path: 'hasPart.isAccessibleForFree',
      value: 'enum',
      values: ['false', 'False'],
    },
    {
      path: 'hasPart.cssSelector',
      value: 'text',
    },
  ],
  recommended: [],
  when: [
    {
      path: 'isAccessibleForFree',
      equals: [false, 'false', 'False'],
    },
  ],
} satisfies FeatureRule;

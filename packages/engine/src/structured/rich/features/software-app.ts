/**
 * Google's rules for the Software app feature, from https://developers.google.com/search/docs/appearance/structured-data/software-app (read November 2026).
 * offers.price is required (0 for a free app), and one of aggregateRating or review.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'software-app',
  feature: 'Software app',
  types: ['SoftwareApplication'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/software-app',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/software-app',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'offers.price',
      value: 'price',
    },
    {
      path: 'aggregateRating',
      anyOf: ['aggregateRating', 'review'],
    },
  ],
  recommended: [
    {
      path: 'applicationCategory',
      value: 'text',
    },
    {
      path: 'operatingSystem',
      value: 'text',
    },
    {
      path: 'offers.priceCurrency',
      value: 'currency',
    },
  ],
} satisfies FeatureRule;

/**
 * Google's rules for the Product snippet feature, from https://developers.google.com/search/docs/appearance/structured-data/product-snippet (read November 2026).
 * Required: name, and one of review, aggregateRating or offers.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'product-snippet',
  feature: 'Product snippet',
  types: ['Product'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/product-snippet',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/product-snippet',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'offers',
      anyOf: ['offers', 'review', 'aggregateRating'],
    },
  ],
  recommended: [
    {
      path: 'aggregateRating',
    },
    {
      path: 'review',
    },
    {
      path: 'offers',
    },
    {
      path: 'offers.price',
      value: 'price',
    },
    {
      path: 'offers.priceCurrency',
      value: 'currency',
    },
  ],
  excludeTypes: ['ProductGroup', 'Vehicle'],
  nestedUnder: ['item'],
} satisfies FeatureRule;

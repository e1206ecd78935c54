/**
 * Google's rules for the Local business feature, from https://developers.google.com/search/docs/appearance/structured-data/local-business (read November 2026).
 * Restaurants in a carousel are LocalBusiness items of an ItemList; servesCuisine and menu apply to food establishments.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'local-business',
  feature: 'Local business',
  types: ['LocalBusiness'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'address',
    },
  ],
  recommended: [
    {
      path: 'aggregateRating',
    },
    {
      path: 'department',
    },
    {
      path: 'geo',
    },
    {
      path: 'geo.latitude',
      value: 'number',
    },
    {
      path: 'geo.longitude',
      value: 'number',
    },
    {
      path: 'menu',
      value: 'url',
    },
    {
      path: 'openingHoursSpecification',
    },
    {
      path: 'priceRange',
      value: 'text',
    },
    {
      path: 'review',
    },
    {
      path: 'servesCuisine',
      value: 'text',
    },
    {
      path: 'telephone',
      value: 'text',
    },
    {
      path: 'url',
      value: 'url',
    },
  ],
  nestedUnder: ['item'],
} satisfies FeatureRule;

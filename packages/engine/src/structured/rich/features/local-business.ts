/**
 * Google's rules for the Local business feature, from https://developers.google.com/search/docs/appearance/structured-data/local-business (read November 2026).
 * Restaurants in a carousel are LocalBusiness items of an ItemList; servesCuisine and menu apply to food
 * establishments (Google: "for food establishments", "the type of cuisine the restaurant serves"), so only
 * FoodEstablishment and its subtypes are asked for them.
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
      onlyFor: 'FoodEstablishment',
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
      onlyFor: 'FoodEstablishment',
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

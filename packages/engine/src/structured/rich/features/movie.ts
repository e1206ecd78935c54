/**
 * Google's rules for the Movie feature, from https://developers.google.com/search/docs/appearance/structured-data/movie (read November 2026).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'movie',
  feature: 'Movie',
  types: ['Movie'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/movie',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/movie',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'image',
      value: 'image',
    },
  ],
  recommended: [
    {
      path: 'aggregateRating',
    },
    {
      path: 'dateCreated',
      value: 'date',
    },
    {
      path: 'director',
    },
    {
      path: 'director.name',
      value: 'text',
    },
    {
      path: 'review',
    },
  ],
  nestedUnder: ['item'],
} satisfies FeatureRule;

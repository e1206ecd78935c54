/**
 * Google's rules for the Employer aggregate rating feature, from https://developers.google.com/search/docs/appearance/structured-data/employer-rating (read November 2026).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'employer-aggregate-rating',
  feature: 'Employer aggregate rating',
  types: ['EmployerAggregateRating'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/employer-rating',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/employer-rating',
  required: [
    {
      path: 'itemReviewed',
    },
    {
      path: 'itemReviewed.name',
      value: 'text',
    },
    {
      path: 'ratingCount',
      anyOf: ['ratingCount', 'reviewCount'],
    },
    {
      path: 'ratingValue',
      value: 'rating',
    },
  ],
  recommended: [
    {
      path: 'bestRating',
      value: 'number',
    },
    {
      path: 'worstRating',
      value: 'number',
    },
    {
      path: 'itemReviewed.sameAs',
      value: 'url',
    },
  ],
} satisfies FeatureRule;

/**
 * Google's rules for the Course list feature, from https://developers.google.com/search/docs/appearance/structured-data/course (read November 2026).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'course-list',
  feature: 'Course list',
  types: ['Course'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/course',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/course',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'description',
      value: 'text',
    },
  ],
  recommended: [
    {
      path: 'provider',
    },
    {
      path: 'provider.name',
      value: 'text',
    },
    {
      path: 'provider.sameAs',
      value: 'url',
    },
  ],
  nestedUnder: ['item'],
} satisfies FeatureRule;

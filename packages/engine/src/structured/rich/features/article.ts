/**
 * Google's rules for the Article feature, from https://developers.google.com/search/docs/appearance/structured-data/article (read November 2026).
 * Google lists no required property for Article; every property below is recommended.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'article',
  feature: 'Article',
  types: ['Article', 'NewsArticle', 'BlogPosting'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/article',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/article',
  required: [],
  recommended: [
    {
      path: 'author',
    },
    {
      path: 'author.name',
      value: 'text',
    },
    {
      path: 'author.url',
      value: 'url',
    },
    {
      path: 'dateModified',
      value: 'date',
    },
    {
      path: 'datePublished',
      value: 'date',
    },
    {
      path: 'headline',
      value: 'text',
    },
    {
      path: 'image',
      value: 'image',
    },
  ],
} satisfies FeatureRule;

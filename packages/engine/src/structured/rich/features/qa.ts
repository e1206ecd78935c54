/**
 * Google's rules for the Q&A feature, from https://developers.google.com/search/docs/appearance/structured-data/qapage (read November 2026).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'qa',
  feature: 'Q&A',
  types: ['QAPage'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/qapage',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/qapage',
  required: [
    {
      path: 'mainEntity',
    },
    {
      path: 'mainEntity.name',
      value: 'text',
    },
    {
      path: 'mainEntity.answerCount',
      value: 'number',
    },
    {
      path: 'mainEntity.acceptedAnswer',
      anyOf: ['mainEntity.acceptedAnswer', 'mainEntity.suggestedAnswer'],
    },
    {
      path: 'mainEntity.acceptedAnswer.text',
      value: 'text',
    },
    {
      path: 'mainEntity.suggestedAnswer.text',
      value: 'text',
    },
  ],
  recommended: [
    {
      path: 'mainEntity.author',
    },
    {
      path: 'mainEntity.author.name',
      value: 'text',
    },
    {
      path: 'mainEntity.datePublished',
      value: 'date',
    },
    {
      path: 'mainEntity.text',
      value: 'text',
    },
    {
      path: 'mainEntity.upvoteCount',
      value: 'number',
    },
    {
      path: 'mainEntity.acceptedAnswer.url',
      value: 'url',
    },
    {
      path: 'mainEntity.acceptedAnswer.author',
    },
    {
      path: 'mainEntity.acceptedAnswer.datePublished',
      value: 'date',
    },
    {
      path: 'mainEntity.acceptedAnswer.upvoteCount',
      value: 'number',
    },
  ],
} satisfies FeatureRule;

/**
 * Google's rules for the Q&A feature, from https://developers.google.com/search/docs/appearance/structured-data/qapage (read November 2026).
 * A question needs an accepted or a suggested answer, not both: each answer given needs its text.
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
      whenPresent: true,
    },
    {
      path: 'mainEntity.suggestedAnswer.text',
      value: 'text',
      whenPresent: true,
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
      whenPresent: true,
    },
    {
      path: 'mainEntity.acceptedAnswer.author',
      whenPresent: true,
    },
    {
      path: 'mainEntity.acceptedAnswer.datePublished',
      value: 'date',
      whenPresent: true,
    },
    {
      path: 'mainEntity.acceptedAnswer.upvoteCount',
      value: 'number',
      whenPresent: true,
    },
  ],
} satisfies FeatureRule;

/**
 * Google's rules for the Education Q&A feature, from https://developers.google.com/search/docs/appearance/structured-data/education-qa (read November 2026).
 * Flashcard pages: a Quiz whose hasPart Questions are of eduQuestionType "Flashcard".
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'education-qa',
  feature: 'Education Q&A',
  types: ['Quiz'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/education-qa',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/education-qa',
  required: [
    {
      path: 'hasPart',
    },
    {
      path: 'hasPart.eduQuestionType',
      value: 'enum',
      values: ['Flashcard'],
    },
    {
      path: 'hasPart.text',
      value: 'text',
    },
    {
      path: 'hasPart.acceptedAnswer',
    },
    {
      path: 'hasPart.acceptedAnswer.text',
      value: 'text',
    },
  ],
  recommended: [
    {
      path: 'about',
    },
    {
      path: 'about.name',
      value: 'text',
    },
    {
      path: 'educationalAlignment',
    },
    {
      path: 'educationalLevel',
    },
  ],
  when: [
    {
      path: 'hasPart.eduQuestionType',
      equals: ['Flashcard'],
    },
  ],
} satisfies FeatureRule;

/**
 * Google's rules for the Math solver feature, from https://developers.google.com/search/docs/appearance/structured-data/math-solvers (read November 2026).
 * The SolveMathAction target carries the {math_expression_string} placeholder named by mathExpression-input.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'math-solver',
  feature: 'Math solver',
  types: ['MathSolver'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/math-solvers',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/math-solvers',
  required: [
    {
      path: 'url',
      value: 'url',
    },
    {
      path: 'usageInfo',
      value: 'url',
    },
    {
      path: 'potentialAction',
    },
    {
      path: 'potentialAction.target',
      value: 'text',
    },
    {
      path: 'potentialAction.mathExpression-input',
      value: 'text',
    },
  ],
  recommended: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'inLanguage',
      value: 'text',
    },
    {
      path: 'learningResourceType',
      value: 'text',
    },
    {
      path: 'assesses',
      value: 'text',
    },
  ],
} satisfies FeatureRule;

/**
 * Google's rules for the Recipe feature, from https://developers.google.com/search/docs/appearance/structured-data/recipe (read November 2026).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'recipe',
  feature: 'Recipe',
  types: ['Recipe'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/recipe',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/recipe',
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
      path: 'author',
    },
    {
      path: 'cookTime',
      value: 'duration',
    },
    {
      path: 'datePublished',
      value: 'date',
    },
    {
      path: 'description',
      value: 'text',
    },
    {
      path: 'keywords',
      value: 'text',
    },
    {
      path: 'nutrition.calories',
      value: 'text',
    },
    {
      path: 'prepTime',
      value: 'duration',
    },
    {
      path: 'recipeCategory',
      value: 'text',
    },
    {
      path: 'recipeCuisine',
      value: 'text',
    },
    {
      path: 'recipeIngredient',
      value: 'text',
    },
    {
      path: 'recipeInstructions',
    },
    {
      path: 'recipeYield',
    },
    {
      path: 'totalTime',
      value: 'duration',
    },
    {
      path: 'video',
    },
  ],
  nestedUnder: ['item'],
} satisfies FeatureRule;

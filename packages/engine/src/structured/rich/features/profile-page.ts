/**
 * Google's rules for the Profile page feature, from https://developers.google.com/search/docs/appearance/structured-data/profile-page (read November 2026).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'profile-page',
  feature: 'Profile page',
  types: ['ProfilePage'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/profile-page',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/profile-page',
  required: [
    {
      path: 'mainEntity',
    },
    {
      path: 'mainEntity.name',
      value: 'text',
    },
  ],
  recommended: [
    {
      path: 'dateCreated',
      value: 'date',
    },
    {
      path: 'dateModified',
      value: 'date',
    },
    {
      path: 'mainEntity.alternateName',
      value: 'text',
    },
    {
      path: 'mainEntity.identifier',
    },
    {
      path: 'mainEntity.interactionStatistic',
    },
    {
      path: 'mainEntity.agentInteractionStatistic',
    },
    {
      path: 'mainEntity.description',
      value: 'text',
    },
    {
      path: 'mainEntity.image',
      value: 'image',
    },
    {
      path: 'mainEntity.sameAs',
      value: 'url',
    },
  ],
} satisfies FeatureRule;

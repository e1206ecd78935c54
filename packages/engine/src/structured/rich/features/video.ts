/**
 * Google's rules for the Video feature, from https://developers.google.com/search/docs/appearance/structured-data/video (read November 2026).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'video',
  feature: 'Video',
  types: ['VideoObject'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/video',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/video',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'thumbnailUrl',
      value: 'image',
    },
    {
      path: 'uploadDate',
      value: 'date',
    },
  ],
  recommended: [
    {
      path: 'contentUrl',
      value: 'url',
    },
    {
      path: 'description',
      value: 'text',
    },
    {
      path: 'duration',
      value: 'duration',
    },
    {
      path: 'embedUrl',
      value: 'url',
    },
    {
      path: 'expires',
      value: 'date',
    },
    {
      path: 'hasPart',
    },
    {
      path: 'interactionStatistic',
    },
    {
      path: 'publication',
    },
    {
      path: 'regionsAllowed',
      value: 'text',
    },
  ],
  nestedUnder: ['video'],
} satisfies FeatureRule;

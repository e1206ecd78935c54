/**
 * Google's rules for the Dataset feature, from https://developers.google.com/search/docs/appearance/structured-data/dataset (read November 2026).
 * Since November 2025 Google uses Dataset markup for Dataset Search only, not for Google Search results.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'dataset',
  feature: 'Dataset',
  types: ['Dataset'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/dataset',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/dataset',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'description',
      value: 'text',
      minLength: 50,
      maxLength: 5000,
    },
  ],
  recommended: [
    {
      path: 'alternateName',
    },
    {
      path: 'creator',
    },
    {
      path: 'citation',
    },
    {
      path: 'funder',
    },
    {
      path: 'hasPart',
    },
    {
      path: 'isPartOf',
    },
    {
      path: 'identifier',
    },
    {
      path: 'isAccessibleForFree',
    },
    {
      path: 'keywords',
    },
    {
      path: 'license',
    },
    {
      path: 'measurementTechnique',
    },
    {
      path: 'sameAs',
      value: 'url',
    },
    {
      path: 'spatialCoverage',
    },
    {
      path: 'temporalCoverage',
    },
    {
      path: 'variableMeasured',
    },
    {
      path: 'version',
    },
    {
      path: 'url',
      value: 'url',
    },
    {
      path: 'distribution',
    },
    {
      path: 'distribution.contentUrl',
      value: 'url',
    },
    {
      path: 'distribution.encodingFormat',
      value: 'text',
    },
    {
      path: 'includedInDataCatalog',
    },
  ],
} satisfies FeatureRule;

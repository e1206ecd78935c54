/**
 * Google's rules for the Image metadata feature, from https://developers.google.com/search/docs/appearance/structured-data/image-license-metadata (read November 2026).
 * Required: contentUrl and one of creator, creditText, copyrightNotice or license.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'image-metadata',
  feature: 'Image metadata',
  types: ['ImageObject'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/image-license-metadata',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/image-license-metadata',
  required: [
    {
      path: 'contentUrl',
      value: 'image',
    },
    {
      path: 'license',
      anyOf: ['creator', 'creditText', 'copyrightNotice', 'license'],
    },
  ],
  recommended: [
    {
      path: 'acquireLicensePage',
      value: 'url',
    },
    {
      path: 'copyrightNotice',
      value: 'text',
    },
    {
      path: 'creator',
    },
    {
      path: 'creator.name',
      value: 'text',
    },
    {
      path: 'creditText',
      value: 'text',
    },
    {
      path: 'license',
      value: 'url',
    },
  ],
} satisfies FeatureRule;

/**
 * Google's rules for the Organization feature, from https://developers.google.com/search/docs/appearance/structured-data/organization (read November 2026).
 * Google lists no required property for Organization; every property below is recommended.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'organization',
  feature: 'Organization',
  types: ['Organization'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
  required: [],
  recommended: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'url',
      value: 'url',
    },
    {
      path: 'logo',
      value: 'image',
    },
    {
      path: 'sameAs',
      value: 'url',
    },
    {
      path: 'description',
      value: 'text',
    },
    {
      path: 'address',
    },
    {
      path: 'telephone',
      value: 'text',
    },
    {
      path: 'email',
      value: 'text',
    },
    {
      path: 'contactPoint',
    },
    {
      path: 'legalName',
      value: 'text',
    },
    {
      path: 'foundingDate',
      value: 'date',
    },
    {
      path: 'alternateName',
      value: 'text',
    },
    {
      path: 'numberOfEmployees',
    },
    {
      path: 'taxID',
      value: 'text',
    },
    {
      path: 'vatID',
      value: 'text',
    },
    {
      path: 'iso6523Code',
      value: 'text',
    },
    {
      path: 'duns',
      value: 'text',
    },
    {
      path: 'leiCode',
      value: 'text',
    },
    {
      path: 'naics',
      value: 'text',
    },
    {
      path: 'globalLocationNumber',
      value: 'text',
    },
  ],
  excludeTypes: ['LocalBusiness'],
} satisfies FeatureRule;

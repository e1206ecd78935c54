/**
 * Google's rules for the Organization feature, from https://developers.google.com/search/docs/appearance/structured-data/organization (read November 2026).
 * Google lists no required property for Organization; the properties below are the recommended ones that
 * change what Search shows.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'organization',
  feature: 'Organization',
  types: ['Organization'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
  required: [],
  // What changes the result Google shows: the name and site the logo belongs to, the logo itself (Search
  // results, knowledge panel) and the profiles (sameAs). Google also lists identifiers and contact details
  // (taxID, vatID, duns, naics, legalName, address…) that help it tell organisations apart but change
  // nothing shown; asking every page for 17 of them is noise (issue 32).
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
  ],
  excludeTypes: ['LocalBusiness'],
} satisfies FeatureRule;

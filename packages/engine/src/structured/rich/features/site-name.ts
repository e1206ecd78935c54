/**
 * Google's rules for site names, from https://developers.google.com/search/docs/appearance/site-names (read December 2026).
 * Required: name (the preferred site name) and url (the home page). Google reads the WebSite node of the
 * site's home page only: the same node on another page is judged alike but changes nothing there.
 * alternateName is asked for only "if applicable" (the site is also known by an acronym or a shorter
 * name), which markup cannot tell, so it is not listed as recommended.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'site-name',
  feature: 'Site name',
  types: ['WebSite'],
  docs: 'https://developers.google.com/search/docs/appearance/site-names',
  source: 'https://developers.google.com/search/docs/appearance/site-names',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'url',
      value: 'url',
    },
  ],
  recommended: [],
} satisfies FeatureRule;

/**
 * Google's rules for the Breadcrumb feature, from https://developers.google.com/search/docs/appearance/structured-data/breadcrumb (read November 2026).
 * ListItem.item is required except on the last ListItem (the current page); the name may sit on the ListItem or on its item (RDFa writes it there).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'breadcrumb',
  feature: 'Breadcrumb',
  types: ['BreadcrumbList'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
  required: [
    {
      path: 'itemListElement',
    },
    {
      path: 'itemListElement.position',
      value: 'position',
    },
    {
      path: 'itemListElement.name',
      anyOf: ['itemListElement.name', 'itemListElement.item.name'],
    },
    {
      path: 'itemListElement.item',
      value: 'url',
      exceptLast: true,
    },
  ],
  recommended: [],
} satisfies FeatureRule;

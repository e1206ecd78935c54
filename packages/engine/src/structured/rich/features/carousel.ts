/**
 * Google's rules for the Carousel feature, from https://developers.google.com/search/docs/appearance/structured-data/carousel (read November 2026).
 * Summary-page lists give each ListItem a url; all-in-one-page lists give it an item (a Recipe, Course, Movie or Restaurant).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'carousel',
  feature: 'Carousel',
  types: ['ItemList'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/carousel',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/carousel',
  required: [
    {
      path: 'itemListElement',
    },
    {
      path: 'itemListElement.position',
      value: 'position',
    },
    {
      path: 'itemListElement.url',
      anyOf: ['itemListElement.url', 'itemListElement.item'],
    },
  ],
  recommended: [],
  excludeTypes: ['BreadcrumbList', 'HowToSection', 'HowToStep', 'OfferCatalog'],
} satisfies FeatureRule;

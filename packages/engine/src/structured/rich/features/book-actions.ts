/**
 * Google's rules for the Book actions feature, from
 * https://developers.google.com/search/docs/appearance/structured-data/book (read November 2026). Google
 * listed Book actions among the features retired in June 2025, then removed that notice in November 2025
 * ("there's still a feature using the markup in Google Search"), so it is judged here as current.
 * A Book (the work) has its editions in workExample, each with the ReadAction or BorrowAction it offers.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'book-actions',
  feature: 'Book actions',
  types: ['Book'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/book',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/book',
  required: [
    { path: 'name', value: 'text' },
    { path: 'author' },
    { path: 'url', value: 'url' },
    { path: 'workExample' },
    {
      path: 'workExample.bookFormat',
      value: 'enum',
      values: ['AudiobookFormat', 'EBook', 'GraphicNovel', 'Hardcover', 'Paperback'],
    },
    { path: 'workExample.inLanguage', value: 'text' },
    { path: 'workExample.isbn', value: 'text' },
    { path: 'workExample.potentialAction' },
    { path: 'workExample.potentialAction.target' },
  ],
  recommended: [
    { path: 'sameAs', value: 'url' },
    { path: 'author.name', value: 'text' },
    { path: 'workExample.bookEdition', value: 'text' },
    { path: 'workExample.datePublished', value: 'date' },
    { path: 'workExample.identifier' },
    { path: 'workExample.name', value: 'text' },
    { path: 'workExample.sameAs', value: 'url' },
  ],
} satisfies FeatureRule;

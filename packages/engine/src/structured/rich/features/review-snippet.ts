/**
 * Google's rules for the Review snippet feature, from https://developers.google.com/search/docs/appearance/structured-data/review-snippet (read November 2026).
 * A review or rating inside the item it reviews (a Product's review) takes itemReviewed from its parent, which must be one of the supported types.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'review-snippet',
  feature: 'Review snippet',
  types: ['Review', 'AggregateRating'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/review-snippet',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/review-snippet',
  required: [
    {
      path: 'itemReviewed',
    },
    {
      path: 'itemReviewed.name',
      value: 'text',
    },
    {
      path: 'author',
      onlyFor: 'Review',
    },
    {
      path: 'author.name',
      value: 'text',
      onlyFor: 'Review',
    },
    {
      path: 'reviewRating',
      onlyFor: 'Review',
    },
    {
      path: 'reviewRating.ratingValue',
      value: 'rating',
      onlyFor: 'Review',
    },
    {
      path: 'ratingValue',
      value: 'rating',
      onlyFor: 'AggregateRating',
    },
    {
      path: 'ratingCount',
      anyOf: ['ratingCount', 'reviewCount'],
      onlyFor: 'AggregateRating',
    },
  ],
  recommended: [
    {
      path: 'datePublished',
      value: 'date',
      onlyFor: 'Review',
    },
    {
      path: 'reviewRating.bestRating',
      value: 'number',
      onlyFor: 'Review',
    },
    {
      path: 'reviewRating.worstRating',
      value: 'number',
      onlyFor: 'Review',
    },
    {
      path: 'bestRating',
      value: 'number',
      onlyFor: 'AggregateRating',
    },
    {
      path: 'worstRating',
      value: 'number',
      onlyFor: 'AggregateRating',
    },
  ],
  excludeTypes: ['EmployerAggregateRating', 'ClaimReview', 'CriticReview', 'EmployerReview', 'MediaReview'],
  nestedUnder: ['review', 'aggregateRating'],
  impliedWhenNested: ['itemReviewed', 'itemReviewed.name'],
  nestedParentTypes: [
    'Book',
    'Course',
    'CreativeWorkSeason',
    'CreativeWorkSeries',
    'Episode',
    'Event',
    'Game',
    'HowTo',
    'LocalBusiness',
    'MediaObject',
    'Movie',
    'MusicPlaylist',
    'MusicRecording',
    'Organization',
    'Product',
    'Recipe',
    'SoftwareApplication',
  ],
} satisfies FeatureRule;

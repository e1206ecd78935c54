/**
 * Google's rules for the Product snippet feature, from https://developers.google.com/search/docs/appearance/structured-data/product-snippet (read November 2026).
 * Required: name, and one of review, aggregateRating or offers. An Offer's price may be given as price or
 * priceSpecification.price, an AggregateOffer's as lowPrice (Google's Offer and AggregateOffer tables there).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'product-snippet',
  feature: 'Product snippet',
  types: ['Product'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/product-snippet',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/product-snippet',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'offers',
      anyOf: ['offers', 'review', 'aggregateRating'],
    },
  ],
  recommended: [
    {
      path: 'aggregateRating',
    },
    {
      path: 'review',
    },
    {
      path: 'offers',
    },
    // As for merchant listings: an AggregateOffer gives lowPrice, a priceSpecification may carry both.
    {
      path: 'offers.price',
      value: 'price',
      anyOf: ['offers.price', 'offers.lowPrice', 'offers.priceSpecification.price'],
    },
    {
      path: 'offers.priceCurrency',
      value: 'currency',
      anyOf: ['offers.priceCurrency', 'offers.priceSpecification.priceCurrency'],
    },
  ],
  excludeTypes: ['ProductGroup', 'Vehicle'],
  nestedUnder: ['item'],
} satisfies FeatureRule;

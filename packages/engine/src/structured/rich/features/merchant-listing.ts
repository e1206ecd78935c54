/**
 * Google's rules for the Merchant listing feature, from https://developers.google.com/search/docs/appearance/structured-data/merchant-listing (read November 2026).
 * Pages where the product can be bought (they carry offers).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'merchant-listing',
  feature: 'Merchant listing',
  types: ['Product'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'image',
      value: 'image',
    },
    {
      path: 'offers',
    },
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
  recommended: [
    {
      path: 'description',
      value: 'text',
    },
    {
      path: 'brand',
    },
    {
      path: 'brand.name',
      value: 'text',
    },
    {
      path: 'gtin',
      anyOf: ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'mpn', 'sku'],
    },
    {
      path: 'offers.availability',
      value: 'enum',
      values: [
        'BackOrder',
        'Discontinued',
        'InStock',
        'InStoreOnly',
        'LimitedAvailability',
        'MadeToOrder',
        'OnlineOnly',
        'OutOfStock',
        'PreOrder',
        'PreSale',
        'Reserved',
        'SoldOut',
      ],
    },
    {
      path: 'offers.itemCondition',
      value: 'enum',
      values: ['NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition'],
    },
    {
      path: 'offers.hasMerchantReturnPolicy',
    },
    {
      path: 'offers.shippingDetails',
    },
    {
      path: 'aggregateRating',
    },
    {
      path: 'review',
    },
  ],
  excludeTypes: ['ProductGroup', 'Vehicle'],
  when: [
    {
      path: 'offers',
    },
  ],
} satisfies FeatureRule;

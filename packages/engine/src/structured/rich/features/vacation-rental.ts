/**
 * Google's rules for the Vacation rental feature, from https://developers.google.com/search/docs/appearance/structured-data/vacation-rental (read November 2026).
 * At least 8 images.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'vacation-rental',
  feature: 'Vacation rental',
  types: ['VacationRental'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/vacation-rental',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/vacation-rental',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'identifier',
    },
    {
      path: 'image',
      value: 'image',
      min: 8,
    },
    {
      path: 'latitude',
      value: 'number',
      anyOf: ['latitude', 'geo.latitude'],
    },
    {
      path: 'longitude',
      value: 'number',
      anyOf: ['longitude', 'geo.longitude'],
    },
    {
      path: 'containsPlace',
    },
    {
      path: 'containsPlace.occupancy',
    },
    {
      path: 'containsPlace.occupancy.value',
      value: 'number',
    },
  ],
  recommended: [
    {
      path: 'additionalType',
      value: 'text',
    },
    {
      path: 'address',
    },
    {
      path: 'aggregateRating',
    },
    {
      path: 'brand',
    },
    {
      path: 'checkinTime',
      value: 'text',
    },
    {
      path: 'checkoutTime',
      value: 'text',
    },
    {
      path: 'description',
      value: 'text',
    },
    {
      path: 'knowsLanguage',
      value: 'text',
    },
    {
      path: 'review',
    },
    {
      path: 'containsPlace.additionalType',
      value: 'text',
    },
    {
      path: 'containsPlace.amenityFeature',
    },
    {
      path: 'containsPlace.bed',
    },
    {
      path: 'containsPlace.numberOfBathroomsTotal',
      value: 'number',
    },
    {
      path: 'containsPlace.numberOfBedrooms',
      value: 'number',
    },
    {
      path: 'containsPlace.numberOfRooms',
      value: 'number',
    },
    {
      path: 'containsPlace.floorSize',
    },
  ],
  restrictedTo: 'sites connected with a Google Technical Account Manager, with Hotel Center access',
} satisfies FeatureRule;

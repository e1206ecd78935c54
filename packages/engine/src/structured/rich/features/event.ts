/**
 * Google's rules for the Event feature, from https://developers.google.com/search/docs/appearance/structured-data/event (read November 2026).
 * An online event (VirtualLocation) has a url instead of an address.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'event',
  feature: 'Event',
  types: ['Event'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/event',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/event',
  required: [
    {
      path: 'name',
      value: 'text',
    },
    {
      path: 'startDate',
      value: 'date',
    },
    {
      path: 'location',
    },
    {
      path: 'location.address',
      anyOf: ['location.address', 'location.url'],
    },
  ],
  recommended: [
    {
      path: 'description',
      value: 'text',
    },
    {
      path: 'endDate',
      value: 'date',
    },
    {
      path: 'eventAttendanceMode',
      value: 'enum',
      values: ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'],
    },
    {
      path: 'eventStatus',
      value: 'enum',
      values: ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'],
    },
    {
      path: 'image',
      value: 'image',
    },
    {
      path: 'offers',
    },
    {
      path: 'offers.availability',
      value: 'enum',
      values: ['InStock', 'SoldOut', 'PreOrder'],
    },
    {
      path: 'offers.price',
      value: 'price',
    },
    {
      path: 'offers.priceCurrency',
      value: 'currency',
    },
    {
      path: 'offers.url',
      value: 'url',
    },
    {
      path: 'offers.validFrom',
      value: 'date',
    },
    {
      path: 'organizer',
    },
    {
      path: 'organizer.name',
      value: 'text',
    },
    {
      path: 'organizer.url',
      value: 'url',
    },
    {
      path: 'performer',
    },
    {
      path: 'performer.name',
      value: 'text',
    },
  ],
  nestedUnder: ['item'],
} satisfies FeatureRule;

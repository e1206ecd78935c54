/**
 * Google's rules for the Job posting feature, from https://developers.google.com/search/docs/appearance/structured-data/job-posting (read November 2026).
 * A remote job gives jobLocationType TELECOMMUTE instead of jobLocation.
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'job-posting',
  feature: 'Job posting',
  types: ['JobPosting'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/job-posting',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/job-posting',
  required: [
    {
      path: 'datePosted',
      value: 'date',
    },
    {
      path: 'description',
      value: 'text',
    },
    {
      path: 'hiringOrganization',
    },
    {
      path: 'hiringOrganization.name',
      value: 'text',
    },
    {
      path: 'jobLocation',
      anyOf: ['jobLocation', 'jobLocationType'],
    },
    {
      path: 'title',
      value: 'text',
    },
  ],
  recommended: [
    {
      path: 'applicantLocationRequirements',
    },
    {
      path: 'baseSalary',
    },
    {
      path: 'baseSalary.currency',
      value: 'currency',
    },
    {
      path: 'directApply',
    },
    {
      path: 'employmentType',
      value: 'enum',
      values: [
        'FULL_TIME',
        'PART_TIME',
        'CONTRACTOR',
        'TEMPORARY',
        'INTERN',
        'VOLUNTEER',
        'PER_DIEM',
        'OTHER',
      ],
    },
    {
      path: 'identifier',
    },
    {
      path: 'jobLocation.address',
    },
    {
      path: 'validThrough',
      value: 'date',
    },
  ],
} satisfies FeatureRule;

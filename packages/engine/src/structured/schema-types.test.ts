import { describe, expect, it } from 'vitest';
import { isCurrencyCode } from './iso-4217.js';
import { deprecatedType, isKnownType, isSubtypeOf, suggestType } from './schema-types.js';

describe('schema.org types', () => {
  it('knows the common types and their subtypes, case-sensitively', () => {
    for (const t of [
      'Organization',
      'LocalBusiness',
      'Restaurant',
      'Dentist',
      'Article',
      'NewsArticle',
      'BlogPosting',
      'Product',
      'Offer',
      'AggregateOffer',
      'Event',
      'Person',
      'Place',
      'WebSite',
      'WebPage',
      'BreadcrumbList',
      'ListItem',
      'FAQPage',
      'QAPage',
      'Question',
      'Answer',
      'Recipe',
      'Review',
      'AggregateRating',
      'VideoObject',
      'ImageObject',
      'HowTo',
      'JobPosting',
      'Course',
      'SoftwareApplication',
      'PostalAddress',
      'GeoCoordinates',
      'Thing',
      'Text',
    ]) {
      expect(isKnownType(t), t).toBe(true);
    }
    expect(isKnownType('organization')).toBe(false);
    expect(isKnownType('Organisation')).toBe(false);
    expect(isKnownType('InStock')).toBe(false);
  });

  it('follows every parent of a type with several', () => {
    expect(isSubtypeOf('Dentist', 'LocalBusiness')).toBe(true);
    expect(isSubtypeOf('Dentist', 'MedicalOrganization')).toBe(true);
    expect(isSubtypeOf('Restaurant', 'Organization')).toBe(true);
    expect(isSubtypeOf('Restaurant', 'Place')).toBe(true);
    expect(isSubtypeOf('BlogPosting', 'Article')).toBe(true);
    expect(isSubtypeOf('Recipe', 'CreativeWork')).toBe(true);
    expect(isSubtypeOf('WebSite', 'Organization')).toBe(false);
    expect(isSubtypeOf('Unknown', 'Thing')).toBe(false);
  });

  it('lists deprecated types with their replacement; they stay known', () => {
    expect(deprecatedType('Code')).toBe('SoftwareSourceCode');
    expect(deprecatedType('UserComments')).toBe('InteractionCounter');
    expect(deprecatedType('Product')).toBeNull();
    expect(isKnownType('Season')).toBe(true);
  });

  it('suggests the intended type for a wrong case or a close misspelling', () => {
    expect(suggestType('product')).toBe('Product');
    expect(suggestType('Organisation')).toBe('Organization');
    expect(suggestType('BreadCrumbList')).toBe('BreadcrumbList');
    expect(suggestType('LocalBussiness')).toBe('LocalBusiness');
    expect(suggestType('Xyzzy')).toBeNull();
  });
});

describe('ISO 4217', () => {
  it('accepts active codes in upper case only', () => {
    for (const c of ['EUR', 'USD', 'GBP', 'JPY', 'CHF', 'MXN', 'XOF'])
      expect(isCurrencyCode(c), c).toBe(true);
    for (const c of ['usd', 'EURO', '€', 'US$', 'XXX', 'XTS', 'HRK', ''])
      expect(isCurrencyCode(c), c).toBe(false);
  });
});

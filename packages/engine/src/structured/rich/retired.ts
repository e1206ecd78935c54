/**
 * Rich result features Google has retired, as data: their markup is reported as 'retired' (informational),
 * never as an error and never as eligible. Read from Google Search Central's documentation changelog
 * (https://developers.google.com/search/updates, entries to September 2026) and the posts it links:
 * How-to (August 2023), sitelinks search box (October 2024), the June 2025 simplification (Course info,
 * Claim review, Estimated salary, Learning video, Special announcement, Vehicle listing; Book actions was
 * on that list but Google took it back in November 2025: "there's still a feature using the markup"),
 * Practice problem (November 2025, gone from January 2026) and FAQ (no longer shown from 7 May 2026).
 * A feature Google retires later is one more entry here.
 */
import type { RetiredFeature } from './rule-types.js';

const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/';
const JUNE_2025 = 'https://developers.google.com/search/blog/2025/06/simplifying-search-results';
const NOV_2025 = 'https://developers.google.com/search/blog/2025/11/update-on-our-efforts';

export const RETIRED: readonly RetiredFeature[] = [
  {
    feature: 'FAQ',
    types: ['FAQPage'],
    retired: '2026-05',
    announcement: 'https://developers.google.com/search/updates#faq-deprecation',
    docs: `${DOCS}faqpage`,
  },
  {
    feature: 'Practice problem',
    types: ['Quiz'],
    when: [{ path: 'hasPart.eduQuestionType', equals: ['Flashcard'], not: true }],
    retired: '2026-01',
    announcement: NOV_2025,
    docs: `${DOCS}practice-problems`,
  },
  {
    feature: 'How-to',
    types: ['HowTo'],
    excludeTypes: ['Recipe'],
    retired: '2023-09',
    announcement: 'https://developers.google.com/search/blog/2023/08/howto-faq-changes',
    docs: `${DOCS}search-gallery`,
  },
  {
    feature: 'Sitelinks search box',
    types: ['WebSite'],
    when: [{ path: 'potentialAction' }],
    retired: '2024-11',
    announcement: 'https://developers.google.com/search/blog/2024/10/sitelinks-search-box',
    docs: `${DOCS}search-gallery`,
  },
  {
    feature: 'Course info',
    types: ['Course'],
    when: [{ path: 'hasCourseInstance' }],
    retired: '2025-09',
    announcement: JUNE_2025,
    docs: `${DOCS}course-info`,
  },
  {
    feature: 'Claim review',
    types: ['ClaimReview'],
    retired: '2025-06',
    announcement: JUNE_2025,
    docs: `${DOCS}factcheck`,
  },
  {
    feature: 'Estimated salary',
    types: ['Occupation', 'OccupationAggregationByEmployer'],
    retired: '2025-09',
    announcement: JUNE_2025,
    docs: `${DOCS}estimated-salary`,
  },
  {
    feature: 'Learning video',
    types: ['VideoObject'],
    when: [{ path: 'learningResourceType' }],
    retired: '2025-09',
    announcement: JUNE_2025,
    docs: `${DOCS}learning-video`,
  },
  {
    feature: 'Special announcement',
    types: ['SpecialAnnouncement'],
    retired: '2025-09',
    announcement: JUNE_2025,
    docs: `${DOCS}special-announcement`,
  },
  {
    feature: 'Vehicle listing',
    types: ['Vehicle'],
    retired: '2025-09',
    announcement: JUNE_2025,
    docs: `${DOCS}vehicle-listing`,
  },
];

/** A small but schema-complete Report for the audit and report tests (test-only). */
import type { Report, ReportCheck } from '@rankscope/engine/report';

export function check(overrides: Partial<ReportCheck> & Pick<ReportCheck, 'id'>): ReportCheck {
  const status = overrides.status ?? 'good';
  return {
    category: 'meta',
    scope: 'page',
    title: `Check ${overrides.id}`,
    status,
    severity: 'recommended',
    weight: 1,
    effectiveWeight: status === 'na' || status === 'error' ? 0 : 1,
    score: status === 'good' ? 1 : status === 'recommended' ? 0.5 : status === 'critical' ? 0 : null,
    gain: 0,
    message: `Message of ${overrides.id}`,
    details: { fix: `Fix for ${overrides.id}`, items: [], totalItems: 0 },
    ...overrides,
  };
}

const checks: ReportCheck[] = [
  check({ id: 'title-present', title: 'Page title', status: 'good', message: 'The page has a title.' }),
  check({
    id: 'meta-description',
    title: 'Meta description',
    status: 'critical',
    severity: 'critical',
    message: 'The page has no meta description.',
    details: { fix: 'Add a meta description of 120–160 characters.', items: [], totalItems: 0 },
  }),
  check({
    id: 'img-alt',
    category: 'quality',
    title: 'Image alt texts',
    status: 'recommended',
    message: '3 images have no alt text.',
    details: {
      fix: 'Describe each image in its alt attribute.',
      items: [
        { value: '/a.png', line: 12 },
        { value: '/b.png', note: 'decorative?' },
      ],
      totalItems: 3,
    },
  }),
  check({
    id: 'hsts',
    category: 'security',
    title: 'HSTS header',
    status: 'na',
    message: 'Not served over HTTPS.',
  }),
  check({
    id: 'compression',
    category: 'server',
    title: 'Compression',
    status: 'good',
    message: 'gzip is on.',
  }),
];

export const testReport: Report = {
  url: 'https://www.example.com/',
  finalUrl: 'https://www.example.com/',
  title: 'Example Domain',
  description: 'An example page.',
  seoScore: 72,
  band: 'good',
  cappedBy: [],
  summary: {
    totalChecks: 5,
    passedChecks: 2,
    criticalIssues: 1,
    recommendedIssues: 1,
    goodResults: 2,
    notApplicable: 1,
    errors: 0,
  },
  categories: [
    { category: 'meta', label: 'Meta information', score: 50, applicableChecks: 2, failedChecks: 1 },
    { category: 'quality', label: 'Page quality', score: 50, applicableChecks: 1, failedChecks: 1 },
    { category: 'server', label: 'Server configuration', score: 100, applicableChecks: 1, failedChecks: 0 },
    { category: 'security', label: 'Security', score: null, applicableChecks: 0, failedChecks: 0 },
  ],
  checks,
  keywords: Array.from({ length: 20 }, (_, i) => ({
    word: `keyword${i + 1}`,
    count: 20 - i,
    density: Math.round((20 - i) * 10) / 100,
    kind: 'word' as const,
    inTitle: i === 0,
    inDescription: i < 2,
    inH1: false,
  })),
  searchPreview: {
    title: 'Example Domain',
    url: 'https://www.example.com/',
    description: 'An example page.',
    titleTruncated: false,
    descriptionTruncated: false,
    titleWidthPx: 120,
    descriptionWidthPx: 110,
  },
  performance: {
    mobile: { score: 91, unavailableReason: null },
    desktop: { score: 45, unavailableReason: null },
  },
  aiRecommendations: [],
  suggestions: [
    { checkId: 'meta-description', priority: 'high', scoreGain: 6, text: 'Write a meta description.' },
    { checkId: 'img-alt', priority: 'medium', scoreGain: 2.5, text: 'Add alt texts to 3 images.' },
  ],
  suggestionsSource: 'rules',
  language: { declared: 'en', detected: 'en' },
  fetch: {
    status: 200,
    redirects: [],
    ttfbMs: 85,
    downloadMs: 12,
    totalMs: 97,
    transferBytes: 1256,
    htmlBytes: 1256,
    truncated: false,
    contentType: 'text/html; charset=utf-8',
    httpVersion: '1.1',
  },
  reportLang: 'en',
  fetchedAt: '2025-01-15T10:30:00.000Z',
  durationMs: 4200,
  engineVersion: '0.1.0',
  catalogueVersion: '1',
};

/** The fixture with some fields replaced (a fresh copy each call). */
export function makeReport(overrides: Partial<Report> = {}): Report {
  return { ...structuredClone(testReport), ...overrides };
}

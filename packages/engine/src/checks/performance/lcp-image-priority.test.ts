import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import type { LabAudit } from '../../lab/types.js';
import { labPage } from '../../test-support/lab.js';
import check from './lcp-image-priority.js';

const LAZY = '<img src="/hero.png" loading="lazy" width="360" height="280">';
const checklist = (
  priorityHinted: boolean,
  requestDiscoverable: boolean,
  eagerlyLoaded: boolean,
  snippet: string,
): Partial<LabAudit> => ({
  items: [
    { priorityHinted, requestDiscoverable, eagerlyLoaded },
    { node: snippet, selector: 'main > img' },
  ],
});

describe('lcp-image-priority', () => {
  it('passes for an eager hero image with fetchpriority="high"', () => {
    const out = runCheck(check, labPage());
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('fetchpriority="high"');
  });

  it('fails when the LCP image is lazy-loaded (classic audit, LH 12)', () => {
    const out = runCheck(
      check,
      labPage({
        mobile: {
          audits: {
            'lcp-discovery-insight': null,
            'lcp-lazy-loaded': { score: 0, items: [{ node: LAZY }] },
            'largest-contentful-paint-element': { items: [{ node: LAZY }] },
          },
        },
      }),
    );
    expect(out).toMatchObject({
      status: 'critical',
      key: 'lazy',
      items: [{ value: LAZY, note: 'loading="lazy"' }],
    });
    expect(messageOf(check, out)).toContain(LAZY);
  });

  it('reads the insight’s checklist: not discoverable → late (crit.), not hinted → rec.', () => {
    const img = '<img src="/hero.jpg">';
    const late = {
      'lcp-discovery-insight': checklist(false, false, true, img),
      'lcp-lazy-loaded': null,
      'prioritize-lcp-image': null,
    };
    expect(runCheck(check, labPage({ mobile: { audits: late } }))).toMatchObject({
      status: 'critical',
      key: 'late',
    });
    const unhinted = { ...late, 'lcp-discovery-insight': checklist(false, true, true, img) };
    expect(runCheck(check, labPage({ mobile: { audits: unhinted } }))).toMatchObject({
      status: 'recommended',
      key: 'notPrioritised',
    });
  });

  it('passes with key text when the LCP element is a paragraph; n/a without any of the audits', () => {
    const text = {
      'lcp-discovery-insight': { scoreDisplayMode: 'notApplicable', score: null, items: [] },
      'lcp-lazy-loaded': { scoreDisplayMode: 'notApplicable', score: null, items: [] },
      'prioritize-lcp-image': { scoreDisplayMode: 'notApplicable', score: null, items: [] },
      'largest-contentful-paint-element': { items: [{ node: '<p class="intro">' }] },
    };
    expect(runCheck(check, labPage({ mobile: { audits: text } }))).toMatchObject({
      status: 'good',
      key: 'text',
      values: { element: '<p class="intro">' },
    });
    const none = { 'lcp-discovery-insight': null, 'lcp-lazy-loaded': null, 'prioritize-lcp-image': null };
    expect(runCheck(check, labPage({ mobile: { audits: none } })).key).toBe('noAudit');
  });
});

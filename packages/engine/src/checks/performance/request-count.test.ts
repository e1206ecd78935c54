import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labAudit, labPage } from '../../test-support/lab.js';
import check from './request-count.js';

describe('request-count', () => {
  it('counts the 18 listed requests, 2 of them third-party (by Lighthouse entity)', () => {
    const out = runCheck(check, labPage());
    expect(out).toMatchObject({
      status: 'good',
      value: 18,
      values: { total: 18, firstParty: 16, thirdParty: 2 },
    });
    expect(messageOf(check, out)).toContain(
      '18 requests while loading on mobile (16 first-party, 2 third-party',
    );
  });

  it('fails above 150 using resource-summary’s totals', () => {
    const summary = labAudit('resource-summary', {
      scoreDisplayMode: 'informative',
      items: [
        { resourceType: 'total', label: 'Total', requestCount: 212, transferSize: 3_900_000 },
        { resourceType: 'image', label: 'Image', requestCount: 120, transferSize: 2_000_000 },
        { resourceType: 'third-party', label: 'Third-party', requestCount: 64, transferSize: 900_000 },
      ],
    });
    const out = runCheck(check, labPage({ mobile: { audits: { 'resource-summary': summary } } }));
    expect(out).toMatchObject({
      status: 'critical',
      values: { total: 212, firstParty: 148, thirdParty: 64 },
    });
    expect(out.items?.[0]).toEqual({ value: 'https://example.com/hero.webp', note: 'Image, 139 KiB' });
  });

  it('uses network-requests’ value when given (71 is rec.); a cut list without a total is n/a', () => {
    const page = labPage({ mobile: { audits: { 'network-requests': { numericValue: 71 } } } });
    expect(runCheck(check, page)).toMatchObject({ status: 'recommended', value: 71 });
    const cut = Array.from({ length: 20 }, (_, i) => ({
      url: `https://example.com/${i}.js`,
      resourceType: 'Script',
    }));
    const out = runCheck(check, labPage({ mobile: { audits: { 'network-requests': { items: cut } } } }));
    expect(out).toMatchObject({ status: 'na', key: 'noCount', values: { listed: 20 } });
    expect(runCheck(check, labPage({ mobile: { audits: { 'network-requests': null } } })).key).toBe(
      'noAudit',
    );
  });

  it('falls back to hosts when rows carry no entity', () => {
    const rows = [
      { url: 'https://example.com/', resourceType: 'Document' },
      { url: 'https://cdn.other.net/x.js', resourceType: 'Script' },
      { url: 'data:image/png;base64,AAAA', resourceType: 'Image' },
    ];
    const out = runCheck(check, labPage({ mobile: { audits: { 'network-requests': { items: rows } } } }));
    expect(out).toMatchObject({ status: 'good', values: { total: 2, firstParty: 1, thirdParty: 1 } });
  });
});

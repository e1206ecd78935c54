/**
 * Field p75s in the comparison of two real audits (issue 27): the CrUX record changes between them on a
 * local server speaking the protocol; a move beyond the tolerance is a change (and a regression for the
 * gates), a small one is not, and a page record is never compared with a whole-site one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCruxClient } from '../field/client.js';
import { renderDiffMarkdown } from '../print/diff-markdown.js';
import { renderDiffText } from '../print/diff-text.js';
import { runAudit } from '../run/audit.js';
import { startCruxServer, type CruxServer } from '../test-support/crux-server.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import type { TestServer } from '../test-support/test-server.js';
import { diffReports } from './diff.js';
import { failedGates, parseGate } from './gate.js';

const KEY = 'AIzaDiffKey-0123456789';
let site: TestServer;
let crux: CruxServer;
beforeAll(async () => {
  [site, crux] = await Promise.all([startFixtureSite(), startCruxServer(KEY)]);
});
afterAll(async () => {
  await Promise.all([site.close(), crux.close()]);
});

const audit = () =>
  runAudit(site.url('/tables'), {
    allowPrivate: true,
    site: false,
    probes: false,
    field: createCruxClient({ key: KEY, baseUrl: crux.baseUrl }),
  });

describe('field p75s in diffReports', () => {
  it('reports a p75 beyond its tolerance, counts it for the gates, and leaves a small move alone', async () => {
    const url = site.url('/tables');
    crux.setRecord({ url }, { lcp: [2100, 0.8, 0.12, 0.08], cls: [0.05, 0.9, 0.06, 0.04] });
    const before = await audit();
    // LCP 2.1 s → 3.4 s is a regression; CLS 0.05 → 0.06 is within 0.015.
    crux.setRecord({ url }, { lcp: [3400, 0.55, 0.3, 0.15], cls: [0.06, 0.88, 0.08, 0.04] });
    const after = await audit();
    const diff = diffReports(before, after);
    const lcp = diff.field?.find((c) => c.formFactor === 'phone' && c.metric === 'lcp');
    expect(lcp).toMatchObject({ old: 2100, new: 3400, delta: 1300, band: 210, verdict: 'worse' });
    expect(diff.field?.find((c) => c.formFactor === 'phone' && c.metric === 'cls')?.verdict).toBe('same');
    expect(failedGates(diff, [parseGate('new-any')!])).toHaveLength(1);
    const text = renderDiffText(diff, 'en');
    expect(text).toContain('Field data (real Chrome users, p75)');
    expect(text).toMatch(/LCP \(Phone\).*2,100 ms.*3,400 ms.*\+1,300/);
    expect(text).toContain('2 field figures moved within their tolerance.');
    expect(renderDiffMarkdown(diff, 'fr')).toContain('Données de terrain');
  });

  it('does not compare the page’s own record with the whole site’s', async () => {
    const url = site.url('/tables');
    crux.setRecord({ url }, { lcp: [2100, 0.8, 0.12, 0.08] });
    const before = await audit();
    crux.set('record', url, 'PHONE', (_req, res) => void res.writeHead(404).end('{}'));
    crux.set('record', url, 'DESKTOP', (_req, res) => void res.writeHead(404).end('{}'));
    crux.setRecord({ origin: site.origin }, { lcp: [5100, 0.3, 0.3, 0.4] });
    const after = await audit();
    expect(after.field?.source).toBe('origin');
    const diff = diffReports(before, after);
    expect(diff.field).toEqual([]);
    expect(diff.notCompared).toContainEqual({ reason: 'field-source', items: ['url → origin'] });
    expect(renderDiffText(diff, 'en')).toContain('one audit has the page’s own record');
  });
});

import { describe, expect, it } from 'vitest';
import { composeArtifact, type PageArtifact } from '../../artifact.js';
import type { FieldFacts } from '../../field/types.js';
import { parseRecord } from '../../field/parse.js';
import { gather } from '../../gather/index.js';
import { cruxRecordJson, type MetricSpecs } from '../../test-support/crux-server.js';
import { doc, fetchedFromHtml, messageOf, runCheck } from '../../test-support/index.js';
import check from './field-core-web-vitals.js';

const URL_ = 'https://example.com/page';

function page(field: FieldFacts | null): PageArtifact {
  const facts = gather(fetchedFromHtml(doc('<title>Tables</title>', '<p>Oak tables.</p>'), { url: URL_ }));
  return composeArtifact(facts, { field });
}

/** Field facts as the gatherer builds them from the API's answers (read by the real parser). */
function fromCrux(source: 'url' | 'origin', phone: MetricSpecs, desktop?: MetricSpecs): FieldFacts {
  const id = source === 'url' ? { url: URL_ } : { origin: 'https://example.com' };
  const read = (ff: 'PHONE' | 'DESKTOP', m: MetricSpecs) => parseRecord(cruxRecordJson(id, ff, m));
  const p = read('PHONE', phone);
  const d = desktop ? read('DESKTOP', desktop) : null;
  return {
    source,
    ...(p ? { phone: p.metrics, collectionPeriod: p.collectionPeriod } : {}),
    ...(d ? { desktop: d.metrics } : {}),
  };
}

const GOOD: MetricSpecs = {
  lcp: [2100, 0.82, 0.12, 0.06],
  inp: [150, 0.85, 0.1, 0.05],
  cls: [0.04, 0.9, 0.06, 0.04],
};

describe('field-core-web-vitals', () => {
  it('passes when LCP, INP and CLS are good at p75 on phone and desktop', () => {
    const out = runCheck(check, page(fromCrux('url', GOOD, GOOD)));
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: true });
    expect(messageOf(check, out)).toContain('this page pass');
  });

  it('fails naming the poor metric and its form factor (LCP 4.3 s on phone)', () => {
    const out = runCheck(check, page(fromCrux('url', { ...GOOD, lcp: [4300, 0.4, 0.3, 0.3] }, GOOD)));
    expect(out).toMatchObject({ status: 'critical', key: 'poor', values: { metrics: 'LCP' } });
    expect(out.items).toEqual([{ value: 'phone LCP', note: 'p75 4300 ms, 40% good' }]);
    expect(messageOf(check, out, 'es')).toContain('LCP es malo');
  });

  it('warns when the worst metric only needs improvement (INP 260 ms, CLS 0.12 on desktop)', () => {
    const desktop: MetricSpecs = { ...GOOD, inp: [260, 0.6, 0.3, 0.1], cls: [0.12, 0.7, 0.2, 0.1] };
    const out = runCheck(check, page(fromCrux('url', GOOD, desktop)));
    expect(out).toMatchObject({ status: 'recommended', key: 'needsWork', values: { metrics: 'INP, CLS' } });
    expect(out.items?.map((i) => i.value)).toEqual(['desktop INP', 'desktop CLS']);
  });

  it('says it is the whole site when the record is the origin’s', () => {
    const out = runCheck(check, page(fromCrux('origin', { ...GOOD, cls: [0.3, 0.5, 0.2, 0.3] })));
    expect(out).toMatchObject({ status: 'critical', key: 'poorSite' });
    expect(messageOf(check, out, 'fr')).toContain('site entier');
  });

  it('assesses on LCP and CLS when INP has too little data, as PageSpeed Insights does', () => {
    const out = runCheck(check, page(fromCrux('url', { lcp: GOOD.lcp!, cls: GOOD.cls! })));
    expect(out.status).toBe('good');
  });

  it('is n/a with the reason: no key, no data, an API failure, no LCP/CLS, not looked up', () => {
    expect(runCheck(check, page({ source: null, unavailable: 'no-key' }))).toMatchObject({
      status: 'na',
      key: 'noKey',
    });
    expect(runCheck(check, page({ source: null, unavailable: 'no-data' }))).toMatchObject({ key: 'noData' });
    const quota = runCheck(
      check,
      page({ source: null, unavailable: 'quota', detail: 'HTTP 429: Quota exceeded' }),
    );
    // Google's English answer stays out of the message, which is in the report's language.
    expect(quota).toMatchObject({ status: 'na', key: 'quota' });
    expect(messageOf(check, quota, 'fr')).toContain('quota de l’API Chrome UX Report est épuisé');
    expect(messageOf(check, quota, 'fr')).not.toContain('Quota exceeded');
    const refused = page({ source: null, unavailable: 'bad-key', detail: 'HTTP 400: API key not valid' });
    expect(runCheck(check, refused)).toMatchObject({ status: 'na', key: 'badKey' });
    const broken = page({ source: null, unavailable: 'api-error', detail: 'HTTP 500' });
    expect(messageOf(check, runCheck(check, broken), 'es')).toContain('no se pudo usar la API');
    // Visitors of the web app read this message: no environment variable or CLI flag in it.
    for (const lang of ['en', 'es', 'fr'] as const)
      expect(
        messageOf(check, runCheck(check, page({ source: null, unavailable: 'no-key' })), lang),
      ).not.toMatch(/CRUX_API_KEY|--crux-key/);
    expect(runCheck(check, page(fromCrux('url', { inp: GOOD.inp! })))).toMatchObject({ key: 'noVitals' });
  });
});

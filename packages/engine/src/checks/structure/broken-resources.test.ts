import { describe, expect, it } from 'vitest';
import type { RedirectHop, UrlStatus } from '../../artifact.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './broken-resources.js';

const IMG = 'https://example.com/img/oak.jpg';
const CSS = 'https://cdn.example.net/site.css';
const JS = 'https://example.com/app.js';
const html = doc(
  `\n<link rel="stylesheet" href="${CSS}">\n<script src="/app.js"></script>`,
  '\n<img src="/img/oak.jpg" alt="Oak">',
);

function ok(url: string, extra: Partial<UrlStatus> = {}): UrlStatus {
  return {
    url,
    status: 200,
    redirects: [],
    finalUrl: url,
    error: null,
    contentType: null,
    xRobotsTag: [],
    ...extra,
  };
}
const hop = (url: string, status: number, location: string): RedirectHop => ({
  url,
  status,
  location,
  timeMs: 3,
});

function probed(checked: UrlStatus[], total = checked.length, skipped = 0) {
  const page = pageFromHtml(html);
  page.probes = { resources: { checked, total, skipped } };
  return runCheck(check, page);
}

describe('broken-resources', () => {
  it('passes when every resource answers 2xx, naming the count', () => {
    const out = probed([ok(IMG), ok(CSS), ok(JS, { status: 204 })]);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'Every image, stylesheet and script of the page (3) loads with 2xx (at most one redirect).',
    );
  });

  it('never passes silently after a partial run: says how many were checked of how many', () => {
    const out = probed([ok(IMG), ok(CSS)], 52, 50);
    expect(out.status).toBe('good');
    expect(out.key).toBe('passPartial');
    expect(messageOf(check, out)).toBe(
      'Checked 2 of 52 resources; 50 skipped by the time budget. All checked ones load with 2xx (at most one redirect).',
    );
    expect(messageOf(check, out, 'es')).toContain(
      'Recursos comprobados: 2 de 52 (50 omitidos por el límite de tiempo)',
    );
    expect(messageOf(check, out, 'fr')).toContain(
      'Ressources vérifiées : 2 sur 52 (50 ignorées faute de temps)',
    );
  });

  it('fails on a 404 and on an unreachable resource, listing each with its status and line', () => {
    const out = probed([ok(IMG, { status: 404 }), ok(CSS, { status: null, error: 'TIMEOUT' }), ok(JS)]);
    expect(out.status).toBe('critical');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toBe(`Broken or unreachable resources: 2 of 3, e.g. ${IMG} (404).`);
    expect(out.items).toEqual([
      { value: IMG, note: '404', line: 4 },
      { value: CSS, note: 'TIMEOUT', line: 2 },
    ]);
  });

  it('fails a resource that redirects to a 5xx, naming the chain', () => {
    const out = probed([
      ok(JS, { status: 503, redirects: [hop(JS, 302, '/v2/app.js')], finalUrl: `${JS}?v=2` }),
    ]);
    expect(out.status).toBe('critical');
    expect(out.items?.[0]).toEqual({ value: JS, note: `302 → ${JS}?v=2 (503)`, line: 3 });
  });

  it('allows one redirect hop and recommends removing chains of two or more', () => {
    const one = ok(IMG, {
      redirects: [hop(IMG, 301, '/i/oak.jpg')],
      finalUrl: 'https://example.com/i/oak.jpg',
    });
    expect(probed([one]).status).toBe('good');
    const two = ok(CSS, {
      redirects: [
        hop(CSS, 301, 'https://cdn.example.net/v2/site.css'),
        hop('https://cdn.example.net/v2/site.css', 302, '/v3/site.css'),
      ],
      finalUrl: 'https://cdn.example.net/v3/site.css',
    });
    const out = probed([one, two]);
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      `Resources behind more than one redirect: 1 of 2, e.g. ${CSS} (2 hops).`,
    );
    expect(out.items).toEqual([
      { value: CSS, note: '301 → 302 → https://cdn.example.net/v3/site.css (200)', line: 2 },
    ]);
  });

  it('says how many were checked when a partial run finds broken resources', () => {
    const out = probed([ok(IMG, { status: 410 })], 40, 39);
    expect(out.key).toBe('brokenPartial');
    expect(messageOf(check, out)).toBe(
      `Checked 1 of 40 resources; 39 skipped by the time budget. Broken or unreachable: 1, e.g. ${IMG} (410).`,
    );
  });

  it('says how many were checked when a partial run finds redirect chains', () => {
    const redirects = [hop(JS, 301, '/v2.js'), hop('https://example.com/v2.js', 301, '/v3.js')];
    const out = probed([ok(JS, { redirects, finalUrl: 'https://example.com/v3.js' })], 3, 2);
    expect(out.key).toBe('redirectsPartial');
    expect(messageOf(check, out, 'fr')).toBe(
      `Ressources vérifiées\u00a0: 1 sur 3 (2 ignorées faute de temps). Derrière plus d'une redirection\u00a0: 1, par ex. ${JS} (2 sauts).`,
    );
  });

  it('is n/a when the resource probe did not run, naming how many resources there are', () => {
    const out = runOn(check, html);
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      "The page's images, stylesheets and scripts (3) were not checked: the resource requests did not run.",
    );
  });

  it('is n/a on a page without resources; inline scripts and data: images do not count', () => {
    const bare = doc('<script>var a = 1;</script>', '<img src="data:image/gif;base64,R0lGOD" alt="">');
    expect(runOn(check, bare).key).toBe('none');
    const page = pageFromHtml(bare);
    page.probes = { resources: { checked: [], total: 0, skipped: 0 } };
    expect(runCheck(check, page).status).toBe('na');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fixesToApply } from '../run/fix-page.js';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { html, startTestServer } from '../test-support/test-server.js';
import { renderFixSummary } from './fix-summary.js';

let report: Report;
beforeAll(async () => {
  const site = await startFixtureSite();
  report = await runAudit(site.url('/bad'), { allowPrivate: true, site: false });
  return () => site.close();
});

describe('rankscope fix: what needs the user', () => {
  it('prints "this": where each fix goes and every spelling, with its context and modules', () => {
    const { applied, needsYou } = fixesToApply(report);
    const text = renderFixSummary({ report, applied, needsYou, refused: null, head: null }, 'en');
    const server = needsYou.filter((n) => n.fix.kind === 'server-config');
    expect(server.map((n) => n.checkId)).toContain('x-content-type-options');
    for (const { checkId, fix } of needsYou) {
      const entry = text.slice(text.indexOf(`[${checkId}]:`));
      const first = fix.snippet.split('\n')[0]!;
      expect({ checkId, has: entry.includes(`      ${first}`) }).toEqual({ checkId, has: true });
    }
    const entry = text.slice(text.indexOf('[x-content-type-options]:'));
    expect(entry).toContain(
      [
        '    ── nginx',
        '    Goes in: the site’s server { } block',
        '      add_header X-Content-Type-Options "nosniff" always;',
        '    ── Apache',
        '    Goes in: the site’s <VirtualHost> block',
        '    Enable first: headers (a2enmod headers)',
        '      Header always set X-Content-Type-Options "nosniff"',
      ].join('\n'),
    );
  });

  it('in the chosen language', () => {
    const { applied, needsYou } = fixesToApply(report);
    const text = renderFixSummary({ report, applied, needsYou, refused: null, head: null }, 'fr');
    expect(text).toContain('Activez d’abord\u00a0: headers (a2enmod headers)');
    expect(text).toContain('À placer dans\u00a0: le bloc <VirtualHost> du site');
  });
});

describe('rankscope fix: what an applied fix still needs', () => {
  it('prints a removed meta refresh with the note and the server rules that replace it', async () => {
    const site = await startTestServer({
      '/old': html(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Old page of the shop, moved</title>' +
          '<meta http-equiv="refresh" content="0; url=/new"></head><body><h1>Moved</h1><p>This page moved.</p></body></html>',
      ),
      '/new': html(
        '<!doctype html><html lang="en"><head><title>New</title></head><body><p>Here.</p></body></html>',
      ),
    });
    try {
      const moved = await runAudit(site.url('/old'), { allowPrivate: true, site: false });
      const { applied, needsYou } = fixesToApply(moved);
      const refresh = applied.find((a) => a.checkId === 'meta-refresh');
      expect(refresh?.fix.alternatives?.length).toBeGreaterThan(0);
      const text = renderFixSummary({ report: moved, applied, needsYou, refused: null, head: null }, 'en');
      const entry = text.slice(text.indexOf('[meta-refresh]'));
      expect(entry).toContain('Put the 301 redirect to');
      expect(entry).toContain('    ── nginx');
      expect(entry).toContain(refresh!.fix.alternatives![0]!.snippet.split('\n')[0]!);
    } finally {
      await site.close();
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fixesToApply } from '../fix-page.js';
import type { Report } from '../report.js';
import { runAudit } from '../run-audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
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

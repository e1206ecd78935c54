/**
 * Item notes in a Spanish or French report are Spanish or French: a real audit of the fixture page that
 * fails many checks, every note of every check item read for the English words notes used to carry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import type { TestServer } from '../test-support/test-server.js';
import type { Lang } from './lang.js';

/** English words and phrases of item notes (facts such as URLs, tags, codes and "text/html" are not words). */
const ENGLISH = [
  'character',
  'almost empty',
  'empty',
  'no accessible text',
  'no text',
  'without alt',
  'first heading',
  'HTTP header',
  'Link header',
  'onclick navigation',
  'LCP element',
  'depth',
  'child element',
  'ignored by',
  'after ',
  'missing',
  ' mode',
  'detected from',
  'word',
  'click',
  'path segment',
  'request',
  'same site',
  'other site',
  'linked from',
  'hop',
  'unreachable',
  'part ',
  'allowed',
  'blocked',
  'own group',
  'falls back',
  'no group',
  'robots.txt line',
  'bytes',
  'invisible',
  'blocks',
  'evaluation',
  'main-thread',
  'does not link back',
  'no response',
  'element',
  'icon',
];

function englishIn(note: string): string[] {
  return ENGLISH.filter((word) => note.toLowerCase().includes(word.toLowerCase()));
}

let site: TestServer;
const reports = new Map<Lang, Report>();
beforeAll(async () => {
  site = await startFixtureSite();
  for (const lang of ['es', 'fr'] as const) {
    reports.set(lang, await runAudit(site.url('/bad'), { allowPrivate: true, lang, labMissing: 'server' }));
  }
});
afterAll(() => site.close());

describe('item notes in the report’s language', () => {
  it('finds the English words it looks for', () => {
    expect(englishIn('4 characters, almost empty')).toEqual(['character', 'almost empty', 'empty']);
    expect(englishIn('training: allowed (falls back to *)')).toEqual(['allowed', 'falls back']);
    expect(englishIn('404, text/html')).toEqual([]);
  });

  it.each(['es', 'fr'] as const)('a %s audit of a failing page has no English in its item notes', (lang) => {
    const report = reports.get(lang) as Report;
    const notes = report.checks.flatMap((c) =>
      c.details.items.flatMap((i) => (i.note ? [`${c.id}: ${i.note}`] : [])),
    );
    const english = notes.filter((n) => englishIn(n.slice(n.indexOf(': ') + 2)).length > 0);
    expect(english).toEqual([]);
    // Notes with words are there to be read: the page fails headings, titles, links and AI-crawler rules.
    const worded = report.checks.flatMap((c) => c.details.items.filter((i) => i.noteRef));
    expect(worded.length).toBeGreaterThanOrEqual(15);
  });
});

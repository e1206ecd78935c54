/**
 * French typography in every French engine string: a no-break space (U+00A0, or the narrow U+202F)
 * before ":", ";", "!" and "?", never a plain space and never none — except inside code the strings
 * quote (URLs, tags, header and property names, JSON, CSS, cookie and CSP syntax, quoted examples).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTES as AI_NOTES } from '../advise/ai/strings.js';
import { STRINGS as FIX_STRINGS } from './fix-strings.js';
import { CHECKS } from '../checks/index.js';
import { LABELS as DIFF_LABELS } from '../print/diff-labels.js';
import { LABELS as PRINT_LABELS } from '../print/labels.js';
import { LABELS as SUGGESTION_LABELS } from '../print/suggestions.js';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import type { TestServer } from '../test-support/test-server.js';
import { COMMON } from './common.js';
import { NOTES } from './notes.js';

const CODE = [
  /`[^`]*`/g, // `code`
  /«[^»]*»/g, // a quoted example or page text
  /"[^"]*"/g, // attribute values, JSON keys
  /<[^>]*>/g, // tags
  /\b[a-z][\w+.-]*:\/\/\S*/gi, // URLs
  /\{\w+\}:/g, // "{scheme}:"
  /\b[A-Z][\w]*(?:-[\w]+)*:(?=\s|$)/g, // header and directive names: Content-Type:, Sitemap:, User-agent:
  /\b[a-z]+(?:-[a-z]+)+:/g, // CSS properties: font-display:
  /\b\w+_\w+:/g, // directives: unavailable_after:
  /\bheight: auto\b/g,
  /[\w'=-]+;(?=\s?[\w'])/g, // "charset=utf-8; …", "'self';", "Secure; SameSite"
  /\w+;$/g,
  /CODE[:;]/g, // what follows quoted code is code syntax: "@context": …
];

/** The marks in a French string that lack the no-break space before them. */
export function badMarks(text: string): string[] {
  let prose = text;
  for (const re of CODE) prose = prose.replace(re, 'CODE');
  // Prose marks are followed by a space or end the text; og:image, 1,91:1 and /blog?page=2 are not prose.
  return [...prose.matchAll(/(^|.)([:;!?])(?=\s|$)/g)]
    .filter((m) => m[1] !== '\u00a0' && m[1] !== '\u202f')
    .map((m) => `${m[1] === ' ' ? 'plain space' : 'no space'} before "${m[2]}"`);
}

const tables: Record<string, Record<string, string>> = {
  common: COMMON.fr,
  notes: NOTES.fr,
  fixes: FIX_STRINGS.fr,
  'advise/ai': AI_NOTES.fr,
  'print/labels': PRINT_LABELS.fr,
  'print/suggestions': SUGGESTION_LABELS.fr,
  'print/diff-labels': DIFF_LABELS.fr,
  ...Object.fromEntries(CHECKS.map((c) => [`check ${c.id}`, c.strings.fr as Record<string, string>])),
};

describe('French typography', () => {
  it('finds a plain space or none before the marks, and accepts no-break spaces and code', () => {
    expect(badMarks('URL analysée : x')).toEqual(['plain space before ":"']);
    expect(badMarks('titres: 3 ; fin !')).toEqual([
      'no space before ":"',
      'plain space before ";"',
      'plain space before "!"',
    ]);
    expect(badMarks('URL analysée\u00a0: x\u202f; fin\u202f! vrai\u00a0?')).toEqual([]);
    expect(badMarks('Envoyez `Content-Type: text/html; charset=utf-8` vers https://a.test/?x=1')).toEqual([]);
  });

  it('every French engine string has a no-break space before : ; ! ?', () => {
    const bad: string[] = [];
    for (const [table, strings] of Object.entries(tables)) {
      for (const [key, text] of Object.entries(strings)) {
        for (const problem of badMarks(text))
          bad.push(`${table} ${key}: ${problem} in ${JSON.stringify(text)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  describe('in a French report', () => {
    let site: TestServer;
    let report: Report;
    beforeAll(async () => {
      site = await startFixtureSite();
      report = await runAudit(site.url('/bad'), { allowPrivate: true, lang: 'fr', labMissing: 'server' });
    });
    afterAll(() => site.close());

    it('keeps them in the texts it composes (suggestions, fixes, reasons)', () => {
      const texts = [
        ...report.suggestions.flatMap((s) => [s.text, s.fix?.where ?? '', s.fix?.note ?? '']),
        ...report.checks.flatMap((c) => [c.title, c.details.fix]),
        report.performance.mobile.unavailableReason ?? '',
      ];
      expect(report.suggestions.length).toBeGreaterThan(3);
      const bad = texts.flatMap((text) => badMarks(text).map((p) => `${p} in ${JSON.stringify(text)}`));
      expect(bad).toEqual([]);
    });
  });
});

/**
 * The fix writer reads bounded input: the h1, title and description up to SHORT_TEXT_MAX_CHARS and the
 * main content up to SENTENCE_SCAN_CHARS, whatever the page holds (a 15 MB word, an 8 MB title).
 */
import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../test-support/index.js';
import { SHORT_TEXT_MAX_CHARS } from '../text/words.js';
import { CHECKS } from '../checks/index.js';
import { PageFacts } from './context.js';
import { proposeDescription, SENTENCE_SCAN_CHARS } from './description.js';
import { proposeTitle } from './title.js';

const prose =
  '<p>Every oak table we make is cut, joined and finished by hand in our workshop in the Yorkshire Dales. ' +
  'Each one is made to order from air-dried English oak and delivered to your door within eight weeks.</p>';

describe('the fix writer on very long texts', () => {
  it('reads the h1, title and description up to SHORT_TEXT_MAX_CHARS', () => {
    const long = 'Handmade oak dining tables, made to order in the Yorkshire Dales '.repeat(70_000);
    const page = pageFromHtml(
      doc(`<title>${long}</title><meta name="description" content="${long}">`, `<h1>${long}</h1>${prose}`),
    );
    const facts = new PageFacts(page, CHECKS);
    expect(page.titles[0]?.text.length).toBeGreaterThan(4_000_000);
    for (const text of [facts.title, facts.h1, facts.description]) {
      expect(text.length).toBeLessThanOrEqual(SHORT_TEXT_MAX_CHARS);
      expect(text).toMatch(/^Handmade oak dining tables, made to order in the Yorkshire Dales Handmade /);
    }
    // Proposals still come from the page's words.
    const title = proposeTitle(page, facts);
    expect(title).not.toBeNull();
    expect(title!.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/^Handmade oak dining tables/);
  });

  it('picks sentences from the first SENTENCE_SCAN_CHARS of the main content', () => {
    const after = (wordChars: number) => {
      const page = pageFromHtml(
        doc('<title>Oak tables</title>', `<h1>Oak tables</h1><p>${'a'.repeat(wordChars)}</p>${prose}`),
      );
      return proposeDescription(page, new PageFacts(page, CHECKS));
    };
    expect(after(SENTENCE_SCAN_CHARS - 1_000)).toMatch(/^Every oak table we make is cut, joined/);
    expect(after(SENTENCE_SCAN_CHARS + 1_000)).toBeNull();
  });

  it('proposes a description beside a 15 MB word', { timeout: 60_000 }, () => {
    const page = pageFromHtml(
      doc('<title>Oak tables</title>', `<h1>Oak tables</h1>${prose}<p>${'a'.repeat(15 * 1024 * 1024)}</p>`),
    );
    expect(proposeDescription(page, new PageFacts(page, CHECKS))).toMatch(
      /^Every oak table we make is cut, joined/,
    );
  });
});

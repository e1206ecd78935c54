/**
 * title-present against Lighthouse's document-title audit, which is axe-core's document-title rule (the
 * axe-core build the installed lighthouse package injects), run here in jsdom on the same HTML: it reads
 * document.title, the first HTML <title> anywhere in the document. The verdicts agree except where ours
 * deliberately differs, and the message says why.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import check from './title-present.js';

const PAGE = 'https://example.com/tables/';
const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const AXE = readFileSync(lighthouseRequire.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe: { run(context: Document, options: object): Promise<{ violations: unknown[]; passes: unknown[] }> };
}

async function verdict(html: string) {
  const dom = new JSDOM(html, { runScripts: 'outside-only', url: PAGE });
  try {
    dom.window.eval(AXE);
    const axe = (dom.window as unknown as AxeWindow).axe;
    const result = await axe.run(dom.window.document, { runOnly: ['document-title'] });
    const out = runCheck(check, pageFromHtml(html, { url: PAGE }));
    return { ours: out.status === 'good', lighthouse: result.violations.length === 0, out };
  } finally {
    dom.window.close();
  }
}

const AGREE: [string, string][] = [
  ['one title', doc('<title>Oak dining tables | Smith Workshop</title>')],
  ['entities and runs of spaces', doc('<title> Oak  &amp; walnut\n tables </title>')],
  ['no title', doc('<meta charset="utf-8">')],
  ['an empty title', doc('<title></title>')],
  ['white space only, a no-break space too', doc('<title> \n&nbsp; </title>')],
  ['an empty first title, then a filled one', doc('<title></title><title>Oak tables</title>')],
  ['only an SVG <title> (an icon name, not the page title)', doc('', '<svg><title>Cart</title></svg>')],
]; // prettier-ignore

describe('title-present and Lighthouse document-title (axe)', () => {
  it.each(AGREE)('agree on %s', async (_name, html) => {
    const { ours, lighthouse } = await verdict(html);
    expect(ours).toBe(lighthouse);
  });

  it('differ on a title in <body>: document.title finds it, Google does not read it there (said)', async () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>x</p><title>Oak tables</title></body></html>';
    const { ours, lighthouse, out } = await verdict(html);
    expect([ours, lighthouse, out.key]).toEqual([false, true, 'inBody']);
    expect(messageOf(check, out)).toContain('Google reads the title only from <head>');
  });

  it('differ on two titles in <head>: only the first is used, so the second is lost (said)', async () => {
    const { ours, lighthouse, out } = await verdict(
      doc('<title>Oak tables</title><title>Walnut desks</title>'),
    );
    expect([ours, lighthouse, out.key]).toEqual([false, true, 'multiple']);
    expect(messageOf(check, out)).toContain('search engines use only the first ("Oak tables")');
  });
});

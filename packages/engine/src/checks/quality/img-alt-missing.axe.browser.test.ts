/**
 * img-alt-missing against axe-core's image-alt rule, the one Lighthouse's accessibility audit runs, in real
 * Chromium: the same HTML, our verdict per image against axe's. They agree except where ours is deliberately
 * stricter (an aria-label or title is not the alt text Google reads), as the check's fix text says.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, chromium as Chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../../lab/chromium.js';
import { doc, pageFromHtml, runCheck } from '../../test-support/index.js';
import check from './img-alt-missing.js';

const PAGE = 'https://example.com/tables/';

/** The axe-core build Lighthouse itself injects (resolved from the lighthouse package). */
async function axeSource(): Promise<string> {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  return readFile(fromLighthouse.resolve('axe-core/axe.min.js'), 'utf8');
}

let browser: Browser;
let axe: string;
beforeAll(async () => {
  axe = await axeSource();
  const { chromium } = (await import('playwright-core')) as { chromium: typeof Chromium };
  browser = await chromium.launch({ executablePath: findChromium().path ?? undefined });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Image ids (their src without extension) axe's image-alt fails, and ours lists. */
async function verdicts(body: string): Promise<{ axe: string[]; ours: string[] }> {
  const html = doc('<title>Oak</title>', body);
  const tab = await browser.newPage();
  try {
    await tab.setContent(html);
    await tab.addScriptTag({ content: axe });
    const failed = await tab.evaluate(async () => {
      const w = window as unknown as {
        axe: { run(o: object): Promise<{ violations: { nodes: { target: string[] }[] }[] }> };
      };
      const result = await w.axe.run({ runOnly: ['image-alt'] });
      return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    });
    const ours = (runCheck(check, pageFromHtml(html, { url: PAGE })).items ?? []).map((i) =>
      i.value.replace(/^.*\//, '').replace(/\.jpg$/, ''),
    );
    return { axe: failed.map((t) => t.replace(/^#/, '')).sort(), ours: ours.sort() };
  } finally {
    await tab.close();
  }
}

describe('img-alt-missing and axe image-alt (Lighthouse) in Chromium', () => {
  it('agree on missing, empty, spaces-only, presentational and hidden images', async () => {
    const body = [
      '<img id="a" src="a.jpg">',
      '<img id="b" src="b.jpg" alt="Oak table">',
      '<img id="c" src="c.jpg" alt="">',
      '<img id="d" src="d.jpg" alt="  ">',
      '<img id="e" src="e.jpg" role="presentation">',
      '<img id="f" src="f.jpg" aria-hidden="true">',
      '<div hidden><img id="g" src="g.jpg"></div>',
      '<div style="display:none"><img id="h" src="h.jpg"></div>',
      '<div aria-hidden="true"><img id="i" src="i.jpg"></div>',
      '<div style="visibility: hidden"><img id="j" src="j.jpg"></div>',
    ].join('\n');
    const { axe: theirs, ours } = await verdicts(body);
    expect(theirs).toEqual(['a', 'd']);
    expect(ours).toEqual(theirs);
  }, 60_000);

  it('agree on role="none", an alt without value, an image in <picture> and one in a link with text', async () => {
    const body = [
      '<img id="m" src="m.jpg" role="none">',
      '<img id="n" src="n.jpg" alt>',
      '<picture><source srcset="o.webp" type="image/webp"><img id="o" src="o.jpg"></picture>',
      '<picture><img id="p" src="p.jpg" alt="Ash stool"></picture>',
      '<a href="/oak"><img id="q" src="q.jpg"> Oak tables</a>',
    ].join('\n');
    const { axe: theirs, ours } = await verdicts(body);
    expect(theirs).toEqual(['o', 'q']);
    expect(ours).toEqual(theirs);
  }, 60_000);

  it('differ where ours deliberately skips a 1×1 tracking pixel: nobody sees it (said in the fix)', async () => {
    const { axe: theirs, ours } = await verdicts('<img id="r" src="r.jpg" width="1" height="1">');
    expect(theirs).toEqual(['r']);
    expect(ours).toEqual([]);
    expect(check.strings.en.fix).toContain('1×1');
  }, 60_000);

  it('differ only where ours is deliberately stricter: aria-label or title instead of alt', async () => {
    const body = '<img id="k" src="k.jpg" aria-label="Walnut"><img id="l" src="l.jpg" title="Ash">';
    const { axe: theirs, ours } = await verdicts(body);
    expect(theirs).toEqual([]);
    expect(ours).toEqual(['k', 'l']);
  }, 60_000);
});

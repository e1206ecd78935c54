/**
 * Issue 32 §2: fixes that passed every check yet a reader would undo. Each page is a well-made page
 * (good.html) with one defect, served over HTTP on 127.0.0.1 and audited for real; the verified fixes are
 * applied by their own edits and the page audited again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Fix, Report } from '../report/index.js';
import { useServedPage } from '../test-support/fix-round-trip.js';
import { pageFromHtml } from '../test-support/index.js';
import { applyEdits } from './edits.js';
import { LOSES_TEXT, statusesOf, verifyFixes } from './verify.js';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import type { ReportCheck } from '../report/index.js';
import { writeFixes } from './index.js';
import { renderFixes } from '../localize/fix-texts.js';
import richRecommended from '../checks/external/rich-results-recommended.js';
import { messageOf, runOn } from '../test-support/index.js';

/** The fixes the writer proposes for a page (before verification), as the report's checks see it. */
function proposed(source: string, url = 'https://smith-workshop.example/tables') {
  const page = pageFromHtml(source, { url });
  const checks = runChecks(page, CHECKS).map(
    (r) => ({ id: r.entry.id, status: r.status, details: { items: [] } }) as unknown as ReportCheck,
  );
  return renderFixes(writeFixes(page, checks), 'en');
}
const titleIn = (snippet: string | undefined): string =>
  /<title>([^<]*)<\/title>/.exec(snippet ?? '')?.[1] ?? '';

const GOOD = readFileSync(new URL('../test-support/fixtures/good.html', import.meta.url), 'utf8');

const bed = useServedPage();
const audit = (page: string): Promise<Report> => bed.audit(page);
const check = (report: Report, id: string) => report.checks.find((c) => c.id === id)!;

/** Every verified html fix of the report applied to the page as served. */
const fixed = (report: Report): string =>
  applyEdits(
    bed.served,
    report.checks.flatMap((c) =>
      c.readyFix?.verified && c.readyFix.kind === 'html' ? (c.readyFix.edits ?? []) : [],
    ),
  );

describe('a fix never takes text off the page (item 1)', () => {
  const page = GOOD.replace(
    '<h2>Finishes</h2>',
    '<h2><span aria-hidden="true">Smith Workshop, home of oak tables</span></h2>\n      <h3><span style="display:none">Ask about our oak benches</span></h3>\n      <h2></h2>\n      <h2>Finishes</h2>',
  );

  it('heading-empty says the text is hidden, offers no deletion, and the fixed page keeps the words', async () => {
    const report = await audit(page);
    const empty = check(report, 'heading-empty');
    expect(empty.status).toBe('recommended');
    expect(empty.message).toContain('the text of 2 of them is hidden (aria-hidden, hidden or display:none)');
    expect(empty.message).not.toContain('no text and no image alt text');
    expect(empty.readyFix).toBeUndefined();
    const after = fixed(report);
    expect(after).toContain('Smith Workshop, home of oak tables');
    expect(after).toContain('Ask about our oak benches');
  }, 60_000);

  it('the verifier rejects any fix that removes words a reader sees, though every check passes after it', () => {
    const source = GOOD.replaceAll('{{origin}}', 'https://smith-workshop.example').replace(
      '<h2>Finishes</h2>',
      '<h2><span aria-hidden="true">Smith Workshop home</span></h2>\n      <h2>Finishes</h2>',
    );
    const artifact = pageFromHtml(source, { url: 'https://smith-workshop.example/tables' });
    const line = source.split('\n').findIndex((l) => l.includes('Smith Workshop home')) + 1;
    const removal: Fix = {
      kind: 'html',
      language: 'html',
      snippet: '',
      where: '',
      edits: [{ action: 'remove', target: 'h2', line }],
    };
    const before = statusesOf(artifact);
    expect(before.get('heading-empty')).toBe('recommended');
    // The removal does make the check pass and nothing else worse: only the words tell.
    expect(statusesOf(pageFromHtml(applyEdits(source, removal.edits!))).get('heading-empty')).toBe('good');
    const { verdicts, html: out } = verifyFixes(artifact, before, new Map([['heading-empty', removal]]));
    expect(verdicts.get('heading-empty')).toMatchObject({ verified: false, against: [LOSES_TEXT] });
    expect(out).toBeNull();
  });
});

describe('the og/twitter fix adds what is missing and keeps every other tag (item 3)', () => {
  const page = GOOD.replace('content="website"', 'content="article"')
    .replace(/\s*<meta property="og:(description|url|image:alt)"[^>]*>/g, '')
    .replace(
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:card" content="summary_large_image" />\n    <meta name="twitter:site" content="@smithworkshop" />\n    <meta name="twitter:creator" content="@jsmith" />',
    );

  it('og:url and og:description are added; og:type article, the large card, twitter:site and creator stay', async () => {
    const report = await audit(page);
    for (const id of ['og-url', 'og-description']) {
      expect(check(report, id).status).toBe('recommended');
      expect(check(report, id).readyFix).toMatchObject({ kind: 'html', verified: true });
    }
    const fix = check(report, 'og-url').readyFix!;
    expect(fix.edits!.every((e) => e.action === 'insert')).toBe(true);
    const after = fixed(report);
    for (const kept of [
      '<meta property="og:type" content="article" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:site" content="@smithworkshop" />',
      '<meta name="twitter:creator" content="@jsmith" />',
      '<meta property="og:title" content="Handmade Oak Dining Tables" />',
    ])
      expect(after).toContain(kept);
    expect(after).toContain(`<meta property="og:url" content="${bed.site.origin}/tables">`);
    const again = await audit(after);
    for (const id of ['og-url', 'og-description', 'og-type', 'twitter-card', 'og-title'])
      expect({ id, status: check(again, id).status }).toEqual({ id, status: 'good' });
  }, 90_000);

  it('og-image says to replace only the image tags, never every og/twitter tag', async () => {
    const report = await audit(page);
    expect(check(report, 'og-image').status).toBe('recommended');
    const image = check(report, 'og-image').readyFix!;
    expect(image).toMatchObject({ kind: 'text', verified: false });
    expect(image.snippet).toContain('<meta property="og:image:alt" content="[what the image shows]">');
    expect(image.where).toBe('inside <head>, replacing the current <meta property="og:image…">');
  }, 60_000);
});

describe('structured data the verifier re-checks as rich results (item 4)', () => {
  const bare = GOOD.replace(/\s*<script type="application\/ld\+json">[\s\S]*?<\/script>/, '');

  it('an Organization of a bare name and URL fails rich-results-recommended: the verifier rejects it', () => {
    const source = bare.replaceAll('{{origin}}', 'https://smith-workshop.example');
    const artifact = pageFromHtml(source, { url: 'https://smith-workshop.example/tables' });
    const before = statusesOf(artifact);
    expect(before.get('sd-present')).toBe('recommended');
    expect(before.get('rich-results-recommended')).toBe('na');
    const json =
      '{"@context":"https://schema.org","@type":"Organization","name":"Smith Workshop","url":"https://smith-workshop.example/"}';
    const fix: Fix = {
      kind: 'html',
      language: 'html',
      snippet: '',
      where: '',
      edits: [
        { action: 'insert', target: 'head', html: `<script type="application/ld+json">${json}</script>` },
      ],
    };
    const { verdicts } = verifyFixes(artifact, before, new Map([['sd-present', fix]]));
    expect(verdicts.get('sd-present')).toMatchObject({ verified: false });
    expect(verdicts.get('sd-present')?.against).toContain('rich-results-recommended');
  });

  it('a site that names itself nowhere gets no Organization, WebSite or title brand named after its host', async () => {
    const page = bare
      .replace(/\s*<meta property="og:site_name"[^>]*>/, '')
      .replace(
        '<title>Handmade Oak Dining Tables | Smith Workshop</title>',
        '<title>Handmade Oak Dining Tables, Solid Oak Kitchen Tables and Custom Oak Furniture Made to Order in Yorkshire</title>',
      );
    const report = await audit(page);
    const host = new URL(bed.site.origin).hostname;
    for (const c of report.checks) {
      const snippet = c.readyFix?.snippet ?? '';
      expect({
        id: c.id,
        named: snippet.includes(`"name": "${host}"`) || snippet.includes(`| ${host}`),
      }).toEqual({
        id: c.id,
        named: false,
      });
    }
    const again = await audit(fixed(report));
    // Nothing the fixes wrote fails a rich result check (the BreadcrumbList they add passes both).
    for (const id of ['rich-results-recommended', 'rich-results-errors'])
      expect({ id, ok: ['good', 'na'].includes(check(again, id).status) }).toEqual({ id, ok: true });
  }, 90_000);
});

describe('titles in the page’s own words (item 2)', () => {
  const LONG =
    'Handmade Oak Dining Tables, Solid Oak Kitchen Tables and Custom Oak Furniture Made to Order in Yorkshire';

  it('a too long title keeps its own words in order and its brand, cut between words', () => {
    const source = GOOD.replaceAll('{{origin}}', 'https://smith-workshop.example')
      .replace(
        '<title>Handmade Oak Dining Tables | Smith Workshop</title>',
        `<title>${LONG} | Smith Workshop</title>`,
      )
      .replace('<h1>Handmade oak dining tables</h1>', '<h1>Tables for every kitchen</h1>');
    const title = titleIn(proposed(source).get('title-length')?.snippet);
    expect(title).toMatch(/ \| Smith Workshop$/);
    const words = title.replace(/ \| Smith Workshop$/, '');
    // A prefix of the page's own title, ending on a whole word.
    expect(LONG.startsWith(words)).toBe(true);
    expect(LONG[words.length]).toMatch(/[\s,]/);
  });

  it('no brand declared: the title has a slot for the site’s name and asks for it, never the host', () => {
    const source = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tables</title></head><body><main><h1>Lighthouse keeper</h1><p>A lighthouse keeper tends the light and the lens of a lighthouse, keeps its log and warns ships at night and in fog along the coast.</p></main></body></html>`;
    const fix = proposed(source, 'http://127.0.0.1:8080/keeper').get('title-length')!;
    expect(fix).toMatchObject({ kind: 'text', snippet: '<title>Lighthouse keeper | [site name]</title>' });
    expect(fix.needs).toMatch(/site’s name/);
  });
});

describe('a language written only when the text is clear (item 5)', () => {
  const page = (text: string): string =>
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>The lighthouse keeper’s night watch | Coast Notes</title></head><body><main><h1>The night watch</h1><p>${text}</p></main></body></html>`;

  it('Lorem ipsum gets no language: the fix asks the user', () => {
    const lorem =
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.';
    const fix = proposed(page(lorem)).get('lang-present')!;
    expect(fix).toMatchObject({ kind: 'text', snippet: '<html lang="[language of the page, e.g. en]">' });
    expect(fix.needs).toMatch(/confirm the page’s language/);
  });

  it('an English article franc alone would call Scots is written as English', () => {
    const english =
      'The keeper climbed the stairs at dusk to light the lamp, wound the clockwork that turned the lens, and wrote the weather in the log before the night watch began. Storms kept him awake for days.';
    const source = page(english);
    expect(pageFromHtml(source).language.detected).toBe('sco');
    const fix = proposed(source).get('lang-present')!;
    expect(fix).toMatchObject({ kind: 'html', snippet: '<html lang="en">' });
  });
});

describe('rich results: unverified fixes say what they need; Organization lists what changes the result (item 6)', () => {
  it('the rich-results-recommended fix, not tried on the page, says what it needs', async () => {
    const product = GOOD.replace(
      '"image": "https://cdn.smith-workshop.example/img/oak-table-six-seats.jpg",',
      '"image": "https://cdn.smith-workshop.example/img/oak-table-six-seats.jpg", "offers": {"@type": "Offer", "price": "1450", "priceCurrency": "GBP"}, "sku": "T6",',
    ).replace(
      /"offers": \{\s*"@type": "Offer",\s*"price": "1450",\s*"priceCurrency": "GBP",\s*"availability": "https:\/\/schema.org\/InStock"\s*\}/,
      '"category": "Tables"',
    );
    const report = await audit(product);
    const rec = check(report, 'rich-results-recommended');
    expect(rec.status).toBe('recommended');
    const fix = rec.readyFix!;
    expect(fix).toMatchObject({ kind: 'html', verified: false });
    expect(fix.needs).toBeTruthy();
    for (const c of report.checks)
      if (c.readyFix && !c.readyFix.verified)
        expect({ id: c.id, needs: !!c.readyFix.needs }).toEqual({ id: c.id, needs: true });
  }, 60_000);

  it('a plain Organization is asked for its logo and profiles, not 17 identifiers', () => {
    const org = (props: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>Smith Workshop</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",${props}}</script></head><body><h1>Smith Workshop</h1></body></html>`;
    const plain = runOn(
      richRecommended,
      org('"name":"Smith Workshop","url":"https://smith-workshop.example/"'),
    );
    expect(plain.status).toBe('recommended');
    expect(messageOf(richRecommended, plain)).toMatch(/: logo, sameAs\.$/);
    const shown = runOn(
      richRecommended,
      org(
        '"name":"Smith Workshop","url":"https://smith-workshop.example/","logo":"https://smith-workshop.example/logo.png","sameAs":["https://www.instagram.com/smithworkshop"]',
      ),
    );
    expect(shown.status).toBe('good');
  });
});

describe('fixes the page determines (item 7)', () => {
  it('spacer images get alt="", verified on the page and passing on re-audit', async () => {
    const page = GOOD.replace(
      '<h2>Sizes and prices</h2>',
      '<img src="/img/spacer.gif" width="120" height="8">\n      <h2>Sizes and prices</h2>',
    );
    const report = await audit(page);
    expect(check(report, 'img-alt-missing').status).not.toBe('good');
    const fix = check(report, 'img-alt-missing').readyFix!;
    expect(fix).toMatchObject({ kind: 'html', verified: true });
    expect(fix.snippet).toBe('<img src="/img/spacer.gif" width="120" height="8" alt="">');
    const again = await audit(fixed(report));
    expect(check(again, 'img-alt-missing').status).toBe('good');
  }, 90_000);
});

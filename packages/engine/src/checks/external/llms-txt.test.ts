import { describe, expect, it } from 'vitest';
import {
  parseLlmsTxt,
  readRobots,
  robotsTxtFacts,
  type FetchSummary,
  type LlmsTxtFacts,
} from '../../gather/site/robots-txt.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { answered as answer, ROBOTS_URL, withRobots } from '../../test-support/robots-facts.js';
import check from './llms-txt.js';

const LLMS = 'https://example.com/llms.txt';
const FULL = 'https://example.com/llms-full.txt';

const answered = (url: string, status: number | null, over: Partial<FetchSummary> = {}): FetchSummary =>
  answer(url, status, { contentType: 'text/markdown; charset=utf-8', ...over });

function run(body: string | null, over: Partial<FetchSummary> = {}, fullStatus = 404) {
  const fetch = answered(LLMS, body === null ? 404 : 200, over);
  const llms: LlmsTxtFacts = {
    url: LLMS,
    fetch,
    parsed: body === null || fetch.status !== 200 ? null : parseLlmsTxt(body, fetch.contentType),
    full: answered(FULL, fullStatus),
  };
  const robots = answered(ROBOTS_URL, 404);
  const page = withRobots(pageFromHtml(doc('')), robotsTxtFacts(readRobots(robots.url, robots, null), llms));
  return runCheck(check, page);
}

const GOOD = `# Oak & Co

> Solid oak furniture made to order in Lyon.

## Shop

- [Tables](https://example.com/tables): dining and coffee tables
- [Care guide](https://example.com/care.md)
`;

describe('llms-txt', () => {
  it('passes a well-formed file, naming its H1 and link count', () => {
    const out = run(GOOD);
    expect([out.status, out.value]).toEqual(['good', true]);
    expect(messageOf(check, out)).toBe(
      `${LLMS} is well-formed: H1 "Oak & Co", a summary, and Markdown links (2).`,
    );
    expect(run(GOOD, { contentType: 'text/plain' }).status).toBe('good');
  });

  it('mentions /llms-full.txt when it answers 200', () => {
    const out = run(GOOD, {}, 200);
    expect(out.key).toBe('passWithFull');
    expect(messageOf(check, out, 'es')).toContain('y /llms-full.txt responde 200');
  });

  it('recommends a file when it is missing or unreachable', () => {
    const out = run(null);
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out)).toBe(
      `${LLMS} answers 404: the site offers no llms.txt summary for language models.`,
    );
    const down = run(null, { status: null, error: 'CONNECTION_REFUSED' });
    expect([down.status, down.key]).toEqual(['recommended', 'unreachable']);
  });

  it('recommends Markdown when an HTML page answers 200 (the catch-all route)', () => {
    const out = run('<!DOCTYPE html><html><head><title>Oak</title></head><body>Home</body></html>', {
      contentType: 'text/html; charset=utf-8',
    });
    expect([out.status, out.key]).toEqual(['recommended', 'html']);
    expect(out.items?.map((i) => i.note)).toEqual([
      'HTML served (Content-Type: text/html; charset=utf-8)',
      'first line is not a "# " H1',
      'no [title](url) Markdown link',
    ]);
  });

  it('recommends text/markdown or text/plain over other content types', () => {
    const out = run(GOOD, { contentType: 'application/octet-stream' });
    expect([out.status, out.key]).toEqual(['recommended', 'contentType']);
    expect(messageOf(check, out, 'fr')).toContain(
      'est servi en application/octet-stream au lieu de text/markdown',
    );
  });

  it('recommends an "# " H1 first, naming the first line', () => {
    const out = run('Oak & Co\n\n> Furniture.\n\n- [Tables](/tables)\n');
    expect(out.key).toBe('noH1');
    expect(messageOf(check, out)).toBe(
      `${LLMS} does not start with an "# " H1: its first line is "Oak & Co".`,
    );
    expect(run('## Oak\n\n> x\n\n[a](/a)').key).toBe('noH1');
    expect(run('#Oak\n\n> x\n\n[a](/a)').key).toBe('noH1');
  });

  it('recommends a summary and at least one link', () => {
    const noSummary = run('# Oak & Co\n\n## Shop\n\n- [Tables](/tables)\n');
    expect(noSummary.key).toBe('noSummary');
    expect(messageOf(check, noSummary)).toBe(`${LLMS} has the H1 "Oak & Co" but no summary after it.`);
    // A plain paragraph before the first section is accepted as the summary.
    expect(run('# Oak & Co\n\nFurniture made in Lyon.\n\n## Shop\n\n- [Tables](/tables)').status).toBe(
      'good',
    );
    const noLinks = run('# Oak & Co\n\n> Furniture.\n\n## Shop\n\nTables, chairs. ![logo](/logo.png)\n');
    expect([noLinks.status, noLinks.key]).toEqual(['recommended', 'noLinks']);
  });

  it('is n/a when llms.txt was not requested', () => {
    const out = run(null, {
      status: null,
      error: 'FETCH_FAILED',
      errorMessage: 'skipped: the time budget ran out',
    });
    expect([out.status, out.key]).toEqual(['na', 'notChecked']);
    expect(runCheck(check, pageFromHtml(doc(''))).key).toBe('noSite');
  });
});

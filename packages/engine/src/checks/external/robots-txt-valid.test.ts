import { describe, expect, it } from 'vitest';
import type { FetchSummary } from '../../gather/site/robots-txt.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { robotsFacts, withRobots } from '../../test-support/robots-facts.js';
import check from './robots-txt-valid.js';

function run(body: string | Buffer, over: Partial<FetchSummary> = {}) {
  return runCheck(check, withRobots(pageFromHtml(doc('')), robotsFacts(body, over)));
}

describe('robots-txt-valid', () => {
  it('passes a clean file, naming its directives and size', () => {
    const out = run(
      '# Shop\nUser-agent: *\nDisallow: /cart\nAllow: /cart/share\n\nSitemap: https://example.com/s.xml\n',
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'https://example.com/robots.txt parses without errors: 4 directives, 0.1 KiB.',
    );
  });

  it('passes an empty file, saying that everything may be crawled', () => {
    expect(run('').key).toBe('passEmpty');
    expect(run('# nothing to see\n\n').key).toBe('passEmpty');
  });

  it('lists every line crawlers ignore or misread, with its line number', () => {
    const out = run('Disallow: /tmp\nUser-agent: *\nDisallow /x\nDissallow: /y\nDisallow: private/\n');
    expect([out.status, out.key, out.value]).toEqual(['recommended', 'errors', 4]);
    expect(messageOf(check, out)).toBe(
      'https://example.com/robots.txt has lines that crawlers ignore or misread (4), e.g. line 1: "Disallow: /tmp".',
    );
    expect(out.items).toEqual([
      {
        value: 'Disallow: /tmp',
        note: 'robots.txt line 1: rule before any User-agent line: no crawler applies it',
      },
      {
        value: 'Disallow /x',
        note: 'robots.txt line 3: no ":" after the key; read by Google as "Disallow: /x"',
      },
      {
        value: 'Dissallow: /y',
        note: 'robots.txt line 4: unknown directive; did you mean Disallow? (only Google accepts this spelling)',
      },
      { value: 'Disallow: private/', note: 'robots.txt line 5: never matches; a path must start with "/"' },
    ]);
  });

  it('recommends removing directives Google ignores (noindex, crawl-delay for every crawler)', () => {
    const out = run(
      // The Disallow ends the '*' group (RFC 9309): without a rule, bingbot would join it.
      'User-agent: *\nCrawl-delay: 10\nNoindex: /old/\nDisallow: /tmp/\n\nUser-agent: bingbot\nCrawl-delay: 5\n',
    );
    expect([out.status, out.key]).toEqual(['recommended', 'unsupported']);
    expect(messageOf(check, out, 'es')).toBe(
      'https://example.com/robots.txt usa directivas que Google ignora (2), p. ej. la línea 2: «Crawl-delay: 10».',
    );
    expect(out.items?.[0]?.note).toBe(
      'robots.txt line 2: not part of RFC 9309; crawl-delay: ignored by Google (Bing and Yandex honour it)',
    );
  });

  it('flags a byte order mark', () => {
    const out = run(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('User-agent: *\nDisallow:')]),
    );
    expect(out.key).toBe('errors');
    expect(out.items?.[0]?.note).toBe('robots.txt line 1: byte order mark before the first line');
  });

  it('recommends trimming a file over 500 KiB, at the exact boundary', () => {
    const rules = 'User-agent: *\nDisallow: /a\n';
    expect(run(rules, { bytes: 500 * 1024 }).status).toBe('good');
    const out = run(rules, { bytes: 500 * 1024 + 1 });
    expect([out.status, out.key]).toEqual(['recommended', 'oversize']);
    expect(messageOf(check, out)).toBe(
      'https://example.com/robots.txt is 500 KiB: Google reads only the first 500 KiB and ignores the rules after that.',
    );
    expect(messageOf(check, run(rules, { bytes: 700 * 1024 }), 'fr')).toContain('pèse 700 Kio');
  });

  it('is critical when an HTML page is served instead of rules', () => {
    const out = run('<!DOCTYPE html>\n<html><head><title>Oak</title></head><body>Shop</body></html>', {
      contentType: 'text/html; charset=utf-8',
    });
    expect([out.status, out.key]).toEqual(['critical', 'html']);
    expect(messageOf(check, out)).toContain('serves an HTML page (text/html; charset=utf-8)');
    // Rules served with a wrong Content-Type are still rules (robots-txt-present flags the type).
    expect(run('User-agent: *\nDisallow: /a', { contentType: 'text/html' }).status).toBe('good');
  });

  it('is critical when no line can be understood', () => {
    const out = run('Welcome to our shop!\nWe sell oak tables.\n');
    expect([out.status, out.key]).toEqual(['critical', 'unparsable']);
    expect(messageOf(check, out)).toContain('contains no line that crawlers understand (3 lines)');
  });

  it('is n/a without a file to parse, naming the status', () => {
    const out = run('', { status: 404 });
    expect([out.status, out.key]).toEqual(['na', 'noFile']);
    expect(messageOf(check, out)).toBe(
      'There is no robots.txt to parse: https://example.com/robots.txt answered 404.',
    );
    expect(runCheck(check, pageFromHtml(doc(''))).key).toBe('noSite');
  });
});

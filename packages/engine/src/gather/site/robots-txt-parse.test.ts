import { describe, expect, it } from 'vitest';
import { MAX_LINE_BYTES, parseLine, parseRobotsTxt, productToken, robotsLines } from './robots-txt-parse.js';

const BASE = 'https://example.com/robots.txt';
const lint = (text: string, bom = false) => parseRobotsTxt(text, BASE, bom).lint;
const kinds = (text: string) => lint(text).issues.map((i) => [i.line, i.kind, i.note]);

describe('robots.txt line parsing', () => {
  it('splits key and value at the first colon and drops comments', () => {
    expect(parseLine('  Disallow: /a:b # old shop', 3)).toEqual({
      line: 3,
      text: 'Disallow: /a:b',
      key: 'disallow',
      value: '/a:b',
      bytes: '/a:b',
      colon: true,
    });
    expect(parseLine('# only a comment', 1)).toBeNull();
    expect(parseLine('   ', 1)).toBeNull();
  });

  it("accepts Google's whitespace separator only between exactly two words", () => {
    expect(parseLine('Disallow /x', 1)).toMatchObject({ key: 'disallow', value: '/x', colon: false });
    expect(parseLine('Disallow the shop', 1)).toMatchObject({ key: null });
  });

  it('trims ASCII white space only, as robots.cc does (a U+FEFF before a key is part of it)', () => {
    const bytes = Buffer.from('\uFEFFAllow: /x\u00A0').toString('latin1');
    expect(parseLine(bytes, 1)).toMatchObject({ key: '\uFEFFallow', value: '/x\u00A0' });
  });

  it("keeps a line's first 16,663 bytes and drops the rest of that line only", () => {
    const long = `Disallow: /${'é'.repeat(MAX_LINE_BYTES)}`;
    const [first, second] = robotsLines(`${long}\nAllow: /next`);
    expect(first).toHaveLength(MAX_LINE_BYTES);
    expect(MAX_LINE_BYTES).toBe(16_663);
    expect(second).toBe('Allow: /next');
  });

  it('extracts product tokens as Google does', () => {
    expect(productToken('Googlebot/2.1')).toBe('googlebot');
    expect(productToken('Googlebot Mobile')).toBe('googlebot');
    expect(productToken('* # all')).toBe('*');
    expect(productToken('Meta-ExternalAgent')).toBe('meta-externalagent');
  });
});

describe('robots.txt lint', () => {
  it('passes a clean file and counts its directives', () => {
    const text =
      'User-agent: *\nDisallow: /admin/\nAllow: /admin/public\n\nSitemap: https://example.com/s.xml\n';
    expect(lint(text)).toEqual({ issues: [], issuesTotal: 0, unparsable: false, lines: 6, directives: 4 });
  });

  it('flags lines without a colon, rules before any User-agent, and bad paths, with line numbers', () => {
    expect(
      kinds('Disallow: /early\nUser-agent: *\nDisallow /late\nblock everything please\nDisallow: private/'),
    ).toEqual([
      [1, 'rule-before-user-agent', null],
      [3, 'no-colon', 'read by Google as "Disallow: /late"'],
      [4, 'no-colon', 'no key: value separator'],
      [5, 'bad-path', 'a path must start with "/"'],
    ]);
    expect(kinds('User-agent: *\nDisallow: https://example.com/x')[0]?.[1]).toBe('bad-path');
  });

  it('notes directives Google ignores, unless their group addresses only crawlers that honour them', () => {
    const text = [
      'User-agent: *',
      'Crawl-delay: 10',
      'Noindex: /tmp/',
      'Disallow: /tmp/',
      'User-agent: bingbot',
      'Crawl-delay: 5',
      'Disallow: /tmp/',
      'User-agent: Yandex',
      'Clean-param: ref /shop',
      'Host: example.com',
      'Content-Signal: search=yes, ai-train=no',
    ].join('\n');
    expect(kinds(text)).toEqual([
      [2, 'unsupported-directive', 'crawl-delay: ignored by Google (Bing and Yandex honour it)'],
      [3, 'unsupported-directive', 'noindex: ignored by Google'],
    ]);
    expect(kinds('User-agent: Googlebot\nCrawl-delay: 2')).toEqual([
      [2, 'unsupported-directive', 'crawl-delay: ignored by Google (Bing and Yandex honour it)'],
    ]);
  });

  it('flags unknown keys and typos that only Google accepts', () => {
    expect(kinds('User-agent: *\nDissallow: /a\nUseragent: b\nDisalow-all: /\nBlock: /x')).toEqual([
      [2, 'unknown-directive', 'did you mean Disallow? (only Google accepts this spelling)'],
      [3, 'unknown-directive', 'did you mean User-agent? (only Google accepts this spelling)'],
      [4, 'unknown-directive', 'did you mean Disallow? (only Google accepts this spelling)'],
      [5, 'unknown-directive', 'unknown key "block"'],
    ]);
  });

  it('reports a BOM on line 1', () => {
    expect(lint('User-agent: *\nDisallow:', true).issues).toEqual([
      { kind: 'bom', line: 1, text: 'User-agent: *', note: null },
    ]);
  });

  it('calls prose, binary and empty bodies what they are', () => {
    expect(lint('Welcome to our website!\nWe are glad you came.').unparsable).toBe(true);
    expect(lint('\u0089PNG\r\n\u001a\n\u0000\u0000').unparsable).toBe(true);
    expect(lint('').unparsable).toBe(false);
    expect(lint('# just a comment\n').unparsable).toBe(false);
    expect(lint('Crawl-delay: 3').unparsable).toBe(false);
  });

  it('caps the issues kept but counts them all', () => {
    const text = Array.from({ length: 700 }, (_, i) => `junk line ${i}`).join('\n');
    const l = lint(text);
    expect(l.issues).toHaveLength(500);
    expect(l.issuesTotal).toBe(700);
  });

  it('resolves Sitemap lines against the robots.txt URL and flags relative ones', () => {
    const { sitemapLines } = parseRobotsTxt(
      'Sitemap: https://example.com/a.xml\nsitemap: /b.xml\nSite-map: https://cdn.example.net/c.xml\nSitemap:',
      BASE,
      false,
    );
    expect(sitemapLines).toEqual([
      { line: 1, raw: 'https://example.com/a.xml', url: 'https://example.com/a.xml', relative: false },
      { line: 2, raw: '/b.xml', url: 'https://example.com/b.xml', relative: true },
      {
        line: 3,
        raw: 'https://cdn.example.net/c.xml',
        url: 'https://cdn.example.net/c.xml',
        relative: false,
      },
    ]);
  });

  it('lists groups with their product tokens and rule counts', () => {
    const { groups } = parseRobotsTxt(
      'User-agent: GPTBot\nUser-agent: CCBot/2.0\nDisallow: /\n\nUser-agent: *\nAllow: /',
      BASE,
      false,
    );
    expect(groups).toEqual([
      { agents: ['gptbot', 'ccbot'], line: 1, rules: 1 },
      { agents: ['*'], line: 5, rules: 1 },
    ]);
  });

  it('forms groups as RFC 9309 does: a Sitemap or unknown line between User-agent lines ends nothing', () => {
    const { groups } = parseRobotsTxt(
      'User-agent: Googlebot\nSitemap: /s.xml\nUser-agent: *\nDisallow: /\nUser-agent: a\nFoo: bar\nUser-agent: b',
      BASE,
      false,
    );
    expect(groups).toEqual([
      { agents: ['googlebot', '*'], line: 1, rules: 1 },
      { agents: ['a', 'b'], line: 5, rules: 0 },
    ]);
  });
});

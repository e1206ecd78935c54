import { describe, expect, it } from 'vitest';
import { pageFromHtml } from '../test-support/index.js';
import {
  headerRobotsGroups,
  isIndexable,
  metaRobotsGroups,
  parseRobots,
  parseRobotsDate,
} from './robots-directives.js';

const names = (content: string, scoped = false): [string | null, string[]][] =>
  parseRobots(content, scoped).map((g) => [g.agent, g.directives.map((d) => d.name)]);

describe('_robots parser', () => {
  it('splits comma-separated directives, trims and lower-cases names, keeps the text as written', () => {
    const [group] = parseRobots(' NoIndex ,  Max-Snippet : 20 ,', false);
    expect(group?.directives).toEqual([
      { name: 'noindex', value: null, text: 'NoIndex' },
      { name: 'max-snippet', value: '20', text: 'Max-Snippet : 20' },
    ]);
  });

  it('splits space-separated flags but not unknown words', () => {
    expect(names('noindex nofollow')).toEqual([[null, ['noindex', 'nofollow']]]);
    expect(names('noindex please')).toEqual([[null, ['noindex please']]]);
  });

  it('keeps the commas and colons of RFC 822/850 dates inside unavailable_after', () => {
    const [group] = parseRobots(
      'noindex, unavailable_after: Wednesday, 25-Jun-2025 15:00:00 EST, nofollow',
      false,
    );
    expect(group?.directives.map((d) => [d.name, d.value])).toEqual([
      ['noindex', null],
      ['unavailable_after', 'Wednesday, 25-Jun-2025 15:00:00 EST'],
      ['nofollow', null],
    ]);
  });

  it('stops a date at the next directive even when the date never parses', () => {
    const [group] = parseRobots('unavailable_after: someday, soon, noarchive', false);
    expect(group?.directives.map((d) => d.value)).toEqual(['someday, soon', null]);
  });

  it('scopes header directives to the agent named before them, until the next agent', () => {
    expect(names('noindex, googlebot: nofollow, noarchive, otherbot: none', true)).toEqual([
      [null, ['noindex']],
      ['googlebot', ['nofollow', 'noarchive']],
      ['otherbot', ['none']],
    ]);
    expect(names('GoogleBot: unavailable_after: Wed, 25 Jun 2025 15:00:00 GMT', true)).toEqual([
      ['googlebot', ['unavailable_after']],
    ]);
  });

  it('does not take valued directives for agents', () => {
    expect(names('max-image-preview: large, unavailable_after: 2030-01-01', true)).toEqual([
      [null, ['max-image-preview', 'unavailable_after']],
    ]);
  });

  it('reads robots-like meta names only, generic as agent null', () => {
    const page = pageFromHtml(
      '<meta NAME="Robots" content="noindex"><meta name="googlebot-news" content="nosnippet">' +
        '<meta name="description" content="noindex"><meta name="BaiduSpider" content="noarchive">',
    );
    expect(metaRobotsGroups(page).map((g) => g.agent)).toEqual([null, 'googlebot-news', 'baiduspider']);
  });

  it('reads repeated X-Robots-Tag headers, each value kept as raw', () => {
    const page = pageFromHtml('<p>x</p>', { headers: { 'X-Robots-Tag': ['noarchive', 'bingbot: noindex'] } });
    expect(headerRobotsGroups(page).map((g) => [g.agent, g.raw])).toEqual([
      [null, 'noarchive'],
      ['bingbot', 'bingbot: noindex'],
    ]);
    expect(isIndexable(page)).toBe(false);
  });
});

describe('parseRobotsDate', () => {
  const iso = (text: string): string | null => {
    const t = parseRobotsDate(text);
    return t === null ? null : new Date(t).toISOString();
  };

  it('parses ISO 8601 dates, zone-less as UTC', () => {
    expect(iso('2030-06-25')).toBe('2030-06-25T00:00:00.000Z');
    expect(iso('2030-06-25T15:30')).toBe('2030-06-25T15:30:00.000Z');
    expect(iso('2030-06-25T15:30:00.250+02:00')).toBe('2030-06-25T13:30:00.000Z');
    expect(iso('2030-06-25 15:30:00Z')).toBe('2030-06-25T15:30:00.000Z');
  });

  it('parses RFC 822/1123 and RFC 850 dates with US zones and numeric offsets', () => {
    expect(iso('25 Jun 2010 15:00:00 PST')).toBe('2010-06-25T23:00:00.000Z');
    expect(iso('Wed, 25 Jun 2010 15:00:00 GMT')).toBe('2010-06-25T15:00:00.000Z');
    expect(iso('Wednesday, 25-Jun-10 15:00:00 EST')).toBe('2010-06-25T20:00:00.000Z');
    expect(iso('25-Jun-2010 15:00:00 EST')).toBe('2010-06-25T20:00:00.000Z');
    expect(iso('25 June 2010 15:00 +0100')).toBe('2010-06-25T14:00:00.000Z');
    expect(iso('1 jan 99')).toBe('1999-01-01T00:00:00.000Z');
  });

  it('rejects impossible dates, unknown zones and free text', () => {
    expect(iso('2030-02-31')).toBeNull();
    expect(iso('2030-06-25T25:00')).toBeNull();
    expect(iso('25 Foo 2010')).toBeNull();
    expect(iso('25 Jun 2010 15:00:00 CET')).toBeNull();
    expect(iso('next tuesday')).toBeNull();
    expect(iso('')).toBeNull();
  });
});

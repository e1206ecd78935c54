import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './meta-description-present.js';

describe('meta-description-present', () => {
  it('passes with one non-empty description and quotes it decoded and collapsed', () => {
    const out = runOn(
      check,
      doc('<meta name="description" content="  Oak &amp; ash tables,\n   made in Leeds. ">'),
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The page has one meta description: "Oak & ash tables, made in Leeds.".',
    );
    expect(messageOf(check, out, 'fr')).toBe(
      'La page a une meta description : « Oak & ash tables, made in Leeds. ».',
    );
  });

  it('matches the name case-insensitively', () => {
    expect(runOn(check, doc('<meta name=" Description " content="Oak tables">')).status).toBe('good');
  });

  it('is critical when the tag is missing', () => {
    const out = runOn(check, doc('<meta name="keywords" content="oak">'));
    expect(out.status).toBe('critical');
    expect(out.key).toBe('missing');
  });

  it('is critical when every description is empty, whitespace or has no content attribute', () => {
    const out = runOn(check, doc('<meta name="description" content=" &#10; ">\n<meta name="description">'));
    expect(out.status).toBe('critical');
    expect(out.key).toBe('empty');
    expect(messageOf(check, out)).toContain('2 <meta name="description"> tags, but all are empty');
    expect(out.items).toMatchObject([
      { value: '(empty)', note: '0 characters', line: 1 },
      { value: '(empty)', note: '0 characters', line: 2 },
    ]);
  });

  it('recommends one tag when there are two, quoting the first non-empty one', () => {
    const out = runOn(
      check,
      doc('<meta name="description" content="">\n<meta name="description" content="Oak tables">'),
    );
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('multiple');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toContain('2 <meta name="description"> tags');
    expect(messageOf(check, out, 'es')).toContain('La primera no vacía dice: "Oak tables".');
    expect(out.items?.map((i) => i.line)).toEqual([1, 2]);
  });

  it('notes a description the parser placed in <body>', () => {
    const html =
      '<!DOCTYPE html><html><head><title>T</title></head><body><p>x</p>\n<meta name="description" content="Late"><meta name="description" content="Later"></body></html>';
    const out = runOn(check, html);
    // Google reads metadata from <head> only: a description in <body> counts as none (Lighthouse agrees).
    expect(out).toMatchObject({ status: 'critical', key: 'inBody', value: 0 });
    expect(messageOf(check, out)).toBe(
      'The page has 2 <meta name="description"> tags, but they are in <body>, where Google ignores it: Google reads page metadata from <head> only.',
    );
    expect(out.items?.[0]).toMatchObject({ value: 'Late', note: '4 characters, in <body>', line: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './title-present.js';

describe('title-present', () => {
  it('passes with one non-empty title and names it', () => {
    const out = runOn(check, doc('<title> Oak  tables &amp; chairs </title>'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('"Oak tables & chairs"');
  });

  it('fails when the title is missing', () => {
    expect(runOn(check, doc('')).status).toBe('critical');
    expect(runOn(check, doc('')).key).toBe('missing');
  });

  it('fails when the title is empty or whitespace', () => {
    expect(runOn(check, doc('<title>  \n </title>')).key).toBe('empty');
  });

  it('fails with two titles and reports the count', () => {
    const out = runOn(check, doc('<title>One</title><title>Two</title>'));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'es')).toContain('2 elementos');
    expect(out.items).toHaveLength(2);
  });

  it('ignores an SVG <title> in the body', () => {
    const out = runOn(check, doc('<title>Real</title>', '<svg><title>icon</title></svg>'));
    expect(out.status).toBe('good');
  });

  it('a <title> after body content is moved into body by the parser: not in head', () => {
    const out = runOn(check, '<!DOCTYPE html><html><body><p>x</p><title>Late</title></body></html>');
    // The HTML parser keeps a title that appears in body in the body.
    expect(out.status).toBe('critical');
  });
});

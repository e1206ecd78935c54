import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './og-description.js';

describe('og-description', () => {
  it('passes with a non-empty og:description and quotes it', () => {
    const out = runOn(
      check,
      doc('<meta property="og:description" content="Solid oak tables,\n  made to order in Leeds.">'),
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The og:description reads: "Solid oak tables, made to order in Leeds.".',
    );
  });

  it('shortens a very long description at a word boundary in the message, keeping the full value', () => {
    const long = 'Handmade oak furniture '.repeat(20).trim();
    const out = runOn(check, doc(`<meta name="OG:DESCRIPTION" content="${long}">`));
    expect(out.status).toBe('good');
    expect(out.value).toBe(long);
    expect(messageOf(check, out)).toMatch(/…"\.$/);
  });

  it('recommends adding one when missing, even with a meta description', () => {
    const out = runOn(check, doc('<meta name="description" content="Oak tables.">'));
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out, 'fr')).toContain('La page n’a pas de <meta property="og:description">');
  });

  it('recommends when the only og:description is empty', () => {
    const out = runOn(check, doc('<meta property="og:description" content="&#32;&nbsp;">'));
    expect(out.key).toBe('empty');
    expect(messageOf(check, out, 'es')).toBe('La página tiene 1 etiqueta og:description, pero está vacía.');
  });
});

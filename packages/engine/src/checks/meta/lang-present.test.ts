import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './lang-present.js';

describe('lang-present', () => {
  it('passes with a lang attribute and names it', () => {
    const out = runOn(check, doc('', '', 'lang=" es-MX "'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('<html lang="es-MX">');
  });

  it('reads the attribute whatever its case', () => {
    expect(runOn(check, doc('', '', 'LANG="fr"')).status).toBe('good');
  });

  it('fails when lang is missing, in every language', () => {
    const out = runOn(check, doc('', '', ''));
    expect(out.status).toBe('critical');
    expect(out.key).toBe('missing');
    expect(messageOf(check, out, 'es')).toContain('no tiene atributo lang');
    expect(messageOf(check, out, 'fr')).toContain('n’a pas d’attribut lang');
  });

  it('fails when lang is empty or only whitespace', () => {
    expect(runOn(check, doc('', '', 'lang=""')).key).toBe('empty');
    const out = runOn(check, doc('', '', 'lang="   "'));
    expect(out.status).toBe('critical');
    expect(out.key).toBe('empty');
  });

  it('fails with only xml:lang and names its value', () => {
    const out = runOn(check, doc('', '', 'xml:lang="fr"'));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('only has xml:lang="fr"');
    expect(messageOf(check, out)).toContain('add lang="fr"');
  });
});

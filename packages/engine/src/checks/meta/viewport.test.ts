import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './viewport.js';

const run = (content: string) => runOn(check, doc(`<meta name="viewport" content="${content}">`));

describe('viewport', () => {
  it('passes with width=device-width, initial-scale=1 and quotes it', () => {
    const out = run('width=device-width, initial-scale=1');
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('"width=device-width, initial-scale=1"');
  });

  it('passes with device width or initial-scale alone', () => {
    expect(run('width=device-width').status).toBe('good');
    expect(run('initial-scale=1.0').status).toBe('good');
  });

  it('fails when the tag is missing, in every language', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('critical');
    expect(out.key).toBe('missing');
    expect(messageOf(check, out, 'es')).toContain('no tiene <meta name="viewport">');
    expect(messageOf(check, out, 'fr')).toContain('n’a pas de <meta name="viewport">');
  });

  it('fails without width or initial-scale, and on a fixed width', () => {
    expect(run('').key).toBe('noWidth');
    expect(run('user-scalable=yes').key).toBe('noWidth');
    expect(run('initial-scale=0').status).toBe('critical');
    const fixed = run('width=1024');
    expect(fixed.status).toBe('critical');
    expect(messageOf(check, fixed)).toContain('fixes the width at 1024');
  });

  it('recommends when zoom is disabled and names the offending settings', () => {
    const out = run('width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no');
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('(user-scalable=no, maximum-scale=1)');
    expect(messageOf(check, out, 'fr')).toContain('empêche les utilisateurs de zoomer');
  });

  it('reads keys case-insensitively, with spaces around = and semicolons or spaces as separators', () => {
    const out = run('Width = Device-Width ; Maximum-Scale = 1.0');
    expect(out.status).toBe('recommended');
    expect(out.values?.blockers).toBe('maximum-scale=1.0');
    expect(run('width=device-width initial-scale=1').status).toBe('good');
  });

  it('uses 5 as the maximum-scale boundary', () => {
    expect(run('width=device-width, maximum-scale=5').status).toBe('good');
    expect(run('width=device-width, maximum-scale=4.99').status).toBe('recommended');
    expect(run('width=device-width, maximum-scale=10').status).toBe('good');
  });

  it('reads user-scalable as browsers do', () => {
    expect(run('width=device-width, user-scalable=0').status).toBe('recommended');
    expect(run('width=device-width, user-scalable=false').status).toBe('recommended');
    expect(run('width=device-width, user-scalable=NO').status).toBe('recommended');
    expect(run('width=device-width, user-scalable=1').status).toBe('good');
    expect(run('width=device-width, user-scalable=yes').status).toBe('good');
  });

  it('uses the last viewport tag and lists all of them', () => {
    const tags =
      '<meta name="viewport" content="width=device-width">\n<meta name="Viewport" content="width=device-width, maximum-scale=1">';
    const out = runOn(check, doc(tags));
    expect(out.status).toBe('recommended');
    expect(out.items).toEqual([
      { value: '<meta name="viewport" content="width=device-width">', line: 1 },
      { value: '<meta name="Viewport" content="width=device-width, maximum-scale=1">', line: 2 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './meta-refresh.js';

const run = (content: string, head = '') =>
  runOn(check, doc(`${head}<meta http-equiv="refresh" content="${content}">`));

describe('meta-refresh', () => {
  it('passes without a refresh', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('good');
    expect(out.key).toBe('absent');
  });

  it('recommends a server redirect over an instant refresh, naming target and tag', () => {
    const out = run('0; url=https://example.com/new');
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain(
      'redirects immediately to https://example.com/new with <meta http-equiv="refresh" content="0; url=https://example.com/new">',
    );
    expect(messageOf(check, out, 'es')).toContain('redirige de inmediato a https://example.com/new');
  });

  it('fails on a timed redirect and names delay and target in every language', () => {
    const out = run("5; url='/x'");
    expect(out.status).toBe('critical');
    expect(out.key).toBe('timed');
    expect(messageOf(check, out)).toContain('redirects to https://example.com/x after 5 seconds');
    expect(messageOf(check, out, 'fr')).toContain('après 5 secondes');
  });

  it('fails on a timed self-reload, with or without the page URL', () => {
    const out = run('30');
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('reloads itself every 30 seconds');
    expect(run('30; url=https://example.com/page#top').key).toBe('selfReload');
    expect(run('0').key).toBe('reloadLoop');
  });

  it('parses the tolerant syntax browsers accept', () => {
    expect(run('0;URL=/new').values?.target).toBe('https://example.com/new');
    expect(run('3,/x').values).toMatchObject({ delay: 3, target: 'https://example.com/x' });
    expect(run('  10 ;  URL = &quot;/y&quot; trailing').values?.target).toBe('https://example.com/y');
    expect(run('1.5; url=/x').values?.delay).toBe(1);
    expect(run('0; uk/page').values?.target).toBe('https://example.com/uk/page');
  });

  it('passes when the value is malformed, since browsers ignore it', () => {
    const out = run('url=/x');
    expect(out.status).toBe('good');
    expect(out.key).toBe('ignored');
    expect(messageOf(check, out)).toContain('content="url=/x"> is malformed');
    expect(run('5x; url=/x').key).toBe('ignored');
  });

  it('resolves the target against <base href>', () => {
    expect(run('0; url=x', '<base href="https://cdn.example.com/dir/">').values?.target).toBe(
      'https://cdn.example.com/dir/x',
    );
  });

  it('reads http-equiv in any case and the HTTP Refresh header', () => {
    expect(runOn(check, doc('<meta HTTP-EQUIV="Refresh" content="2; url=/z">')).key).toBe('timed');
    const out = runOn(check, doc(''), { headers: { refresh: '0; url=/y' } });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('with Refresh: 0; url=/y');
  });

  it('uses the first valid refresh and lists every one with its line', () => {
    const html =
      '<!DOCTYPE html>\n<html lang="en"><head>\n<meta http-equiv="refresh" content="junk">\n' +
      '<meta http-equiv="refresh" content="0; url=/a">\n<meta http-equiv="refresh" content="9">\n</head></html>';
    const out = runOn(check, html);
    expect(out.key).toBe('instant');
    expect(out.items?.map((i) => [i.line, i.note])).toEqual([
      [3, 'ignored by browsers'],
      [4, 'after 0 s → https://example.com/a'],
      [5, 'after 9 s → https://example.com/page'],
    ]);
  });
});

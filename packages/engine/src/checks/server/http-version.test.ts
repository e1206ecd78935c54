import { describe, expect, it } from 'vitest';
import type { AssetFacts } from '../../gather/site/server.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn, type PageOptions } from '../../test-support/index.js';
import check from './http-version.js';
import { assetFacts, withAssets, withFailedServer } from '../../test-support/delivery.js';

const URL = 'https://example.com/page';
const html = doc('<title>Oak</title>');

function run(version: string, assets: AssetFacts[], options: PageOptions = {}, total = assets.length) {
  const page = pageFromHtml(html, { url: URL, ...options });
  page.fetch.httpVersion = version;
  return runCheck(check, withAssets(page, assets, total));
}

describe('http-version', () => {
  it('passes HTTP/2 for the document and its assets, naming the coverage', () => {
    const out = run(
      '2',
      [assetFacts('/a.css'), assetFacts('/b.js', { status: 404, httpVersion: '1.1' })],
      {},
      7,
    );
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: '2' });
    expect(messageOf(check, out)).toBe(
      `${URL} is served over HTTP/2, and so are the same-origin assets (checked 1 of 7).`,
    );
    expect(messageOf(check, out, 'es')).toBe(
      `${URL} se sirve por HTTP/2, igual que los recursos del mismo origen (comprobados 1 de 7).`,
    );
  });

  it('notes an Alt-Svc h3 advertisement as a bonus, listing the header', () => {
    const out = run('2', [], { headers: { 'alt-svc': 'h3=":443"; ma=86400, h3-29=":443"' } });
    expect(out.key).toBe('passH3');
    expect(messageOf(check, out)).toContain('the server also advertises HTTP/3 in its Alt-Svc header');
    expect(out.items).toEqual([
      {
        value: 'Alt-Svc: h3=":443"; ma=86400, h3-29=":443"',
        note: 'HTTP header',
        noteRef: { key: 'httpHeader' },
      },
    ]);
    // An h2 or clear advertisement is not HTTP/3.
    expect(run('2', [], { headers: { 'alt-svc': 'h2=":443", clear' } }).key).toBe('pass');
  });

  it('recommends HTTP/2 when the document came over HTTP/1.1 on HTTPS', () => {
    const out = run('1.1', [assetFacts('/a.css', { httpVersion: '1.1', line: 3 })]);
    expect(out).toMatchObject({ status: 'recommended', key: 'http1', value: '1.1' });
    expect(messageOf(check, out)).toBe(
      `${URL} is served over HTTP/1.1: the server did not negotiate HTTP/2 over TLS, so browsers queue requests on a few connections (checked 1 of 1 same-origin asset, 1 on HTTP/1.1).`,
    );
    expect(out.items).toEqual([
      { value: URL, note: 'HTTP/1.1' },
      { value: 'https://example.com/a.css', note: 'HTTP/1.1', line: 3 },
    ]);
  });

  it('still recommends HTTP/2 when HTTP/1.1 comes with an h3 advertisement', () => {
    const out = run('1.1', [], { headers: { 'alt-svc': 'h3=":443"' } });
    expect(out).toMatchObject({ status: 'recommended', key: 'http1H3' });
    expect(messageOf(check, out, 'fr')).toContain('le serveur annonce HTTP/3 dans son en-tête Alt-Svc');
  });

  it('says HTTPS comes first on plain http', () => {
    const out = run('1.1', [], { url: 'http://example.com/page' });
    expect(out.key).toBe('plainHttp');
    expect(messageOf(check, out)).toContain('http://example.com/page is served over plain HTTP');
  });

  it('recommends HTTP/2 for same-origin assets still served over HTTP/1.1', () => {
    const out = run('2', [assetFacts('/a.css'), assetFacts('/old.js', { httpVersion: '1.1' })]);
    expect(out).toMatchObject({ status: 'recommended', key: 'assetsHttp1' });
    expect(messageOf(check, out)).toBe(
      'The document uses HTTP/2, but same-origin assets are still served over HTTP/1.1: 1, e.g. https://example.com/old.js (checked 2 of 2).',
    );
  });

  it('is n/a without server facts, naming the document protocol', () => {
    const out = runOn(check, html);
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toContain('the document was served over HTTP/1.1');
    expect(runCheck(check, withFailedServer(pageFromHtml(html), 'x')).key).toBe('gathererFailed');
  });
});

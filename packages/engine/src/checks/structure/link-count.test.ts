import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './link-count.js';

/** n links, one in ten to another site, one in ten without href (not a link). */
function links(n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++)
    out.push(i % 10 === 0 ? `<a href="https://other.org/${i}">o</a>` : `<a href="/${i}">p</a>`);
  for (let i = 0; i < n / 10; i++) out.push('<a name="x">no href</a>');
  return doc('', out.join(''));
}

describe('link-count', () => {
  it('passes up to 300 links and gives the count and the internal share', () => {
    const out = runOn(check, links(300));
    expect(out.status).toBe('good');
    expect(out.value).toBe(300);
    expect(messageOf(check, out)).toBe('Links on the page: 300 (270 to this site), within the limit of 300.');
  });

  it('recommends fewer links from 301 to 1000', () => {
    expect(runOn(check, links(301)).status).toBe('recommended');
    const out = runOn(check, links(1000));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out, 'fr')).toBe(
      'Liens sur la page : 1\u202f000 (900 vers ce site), plus de 300.',
    );
  });

  it('fails above 1000 links', () => {
    const out = runOn(check, links(1001));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'es')).toBe('Enlaces en la página: 1001 (900 a este sitio), más de 1000.');
  });

  it('counts every <a href> and <area href> whatever the scheme, and nothing else', () => {
    const body =
      '<a href="mailto:a@b.c">m</a><a href="javascript:void(0)">j</a><a href="#top">t</a><map><area href="/x"></map><a>none</a>';
    expect(runOn(check, doc('', body)).value).toBe(4);
    expect(runOn(check, doc('', '')).status).toBe('good');
  });
});

import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './link-empty-anchor.js';

describe('link-empty-anchor', () => {
  it('passes links named by text, image alt, aria-label or title', () => {
    const body = [
      '<a href="/oak">Oak tables</a>',
      '<a href="/cart"><img src="cart.svg" alt="Cart"></a>',
      '<a href="/ig" aria-label="Instagram"><svg></svg></a>',
      '<a href="/fb" title="Facebook"><i class="icon"></i></a>',
    ].join('');
    const out = runOn(check, doc('', body));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('(links checked: 4)');
  });

  it('skips links that are not rendered (a closed menu), as axe does, but still checks the visible ones', () => {
    const body = [
      '<nav><button aria-expanded="false">Menu</button><ul hidden><li><a href="/features">Features</a></li></ul></nav>',
      '<div aria-hidden="true"><a href="/x"><svg></svg></a></div>',
      '<a href="/oak">Oak tables</a>',
    ].join('');
    const out = runOn(check, doc('', body));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('(links checked: 1)');
    const visibleEmpty = runOn(check, doc('', `${body}<a href="/cart"><img src="c.svg"></a>`));
    expect(visibleEmpty.status).toBe('recommended');
    expect(visibleEmpty.items?.map((i) => i.value)).toEqual(['https://example.com/cart']);
  });

  it('recommends a name for an icon link whose image has no alt, naming its URL', () => {
    const out = runOn(check, doc('', '<a href="/oak">Oak</a>\n<a href="/cart"><img src="cart.svg"></a>'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The link to https://example.com/cart has no text, no image alt text, no aria-label and no title.',
    );
    expect(out.items).toEqual([
      {
        value: 'https://example.com/cart',
        note: 'image without alt',
        noteRef: { key: 'imageWithoutAlt' },
        line: 2,
      },
    ]);
  });

  it('lists every empty link: whitespace, &nbsp;, empty inline markup, empty alt, <area> without alt', () => {
    const body = [
      '<a href="/a">  </a>',
      '<a href="/b">&nbsp;</a>',
      '<a href="/c"><span></span></a>',
      '<a href="/d"><img src="d.png" alt=""></a>',
      '<map name="m"><area href="/e" shape="rect" coords="0,0,1,1"></map>',
    ].join('\n');
    const out = runOn(check, doc('', body));
    expect(out.value).toBe(5);
    expect(messageOf(check, out, 'es')).toContain('5 enlaces no tienen texto');
    expect(messageOf(check, out, 'fr')).toContain('par ex. le lien vers https://example.com/a');
  });

  it('ignores <a> without href', () => {
    expect(runOn(check, doc('', '<a name="top"></a><a href="/x">X</a>')).status).toBe('good');
  });

  it('names a link to another scheme by its href as written', () => {
    const out = runOn(check, doc('', '<a href="tel:+34123456789"></a>'));
    expect(messageOf(check, out)).toContain('tel:+34123456789');
  });

  it('is not applicable without links', () => {
    expect(runOn(check, doc('', '<a id="x"></a>')).status).toBe('na');
  });
});

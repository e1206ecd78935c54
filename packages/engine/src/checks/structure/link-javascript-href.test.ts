import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './link-javascript-href.js';

describe('link-javascript-href', () => {
  it('passes real links, in-page anchors with a handler, and handlers that do not navigate', () => {
    const body = [
      '<nav><a href="/oak">Oak</a><a href="/walnut" onclick="track()">Walnut</a></nav>',
      '<a href="#sizes" onclick="open()">Sizes</a><a name="top"></a>',
      '<span onclick="toggle()">Menu</span><div onclick="if (location == here) go()">x</div>',
    ].join('');
    const out = runOn(check, doc('', body));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('(links checked: 3)');
  });

  it('recommends a real href for a javascript: link and names its text and href', () => {
    const out = runOn(
      check,
      doc('', '<nav><a href="/">Home</a></nav><a href="javascript:void(0)">Oak tables</a>'),
    );
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The link "Oak tables" (javascript:void(0)) gives crawlers no URL they can follow: it only works with JavaScript or leads nowhere.',
    );
    expect(out.items?.[0]?.note).toBe('javascript: URL, "Oak tables"');
  });

  it('flags dead hrefs with a handler, <a> with a handler but no href, and upper-case schemes', () => {
    const body = [
      '<a href="#" onclick="go(\'/a\')">A</a>',
      '<a href="#!" onclick="go(\'/b\')">B</a>',
      '<a href="" onclick="go(\'/c\')">C</a>',
      '<a href=" # " onclick="go(\'/d\')">D</a>',
      '<a onclick="go(\'/e\')">E</a>',
      '<a href="JavaScript:go(\'/f\')">F</a>',
    ].join('\n');
    const out = runOn(check, doc('', body));
    expect(out.value).toBe(6);
    expect(out.items?.map((i) => i.value)).toEqual([
      '#',
      '#!',
      '',
      '#',
      'onclick="go(\'/e\')"',
      "JavaScript:go('/f')",
    ]);
    expect(messageOf(check, out, 'es')).toBe(
      '6 enlaces o elementos clicables no dan a los rastreadores ninguna URL que puedan seguir, p. ej. "A" (#).',
    );
  });

  it('skips an href="#" whose onclick names no page: a button written as a link, as Lighthouse skips it', () => {
    const body = [
      '<a href="#" onclick="toggleMenu(); return false">Menu</a>',
      '<a href="#!" onclick="openCart()">Cart</a>',
      '<a href="" onclick="dialog.show(\'sizes\')">Sizes</a>',
    ].join('');
    expect(runOn(check, doc('', `<main><a href="/oak">Oak</a>${body}</main>`))).toMatchObject({
      status: 'good',
      value: 0,
    });
    // In the navigation too: a menu toggle beside real links does not make the navigation fail.
    const nav = '<nav><a href="#" onclick="toggleMenu()">Menu</a><a href="/shop">Shop</a></nav>';
    expect(runOn(check, doc('', nav)).status).toBe('good');
    // Still flagged when its script goes to a page, by location or by naming it.
    const hidden = [
      '<a href="#" onclick="location.href = \'/ash\'">Ash</a>',
      '<a href="#" onclick="openPage(\'elm.html\')">Elm</a>',
      '<a href="#" onclick="go(\'https://example.com/beech\')">Beech</a>',
    ].join('\n');
    expect(runOn(check, doc('', `<main>${hidden}</main>`)).items?.map((i) => i.note)).toEqual([
      'href="#" + onclick, "Ash"',
      'href="#" + onclick, "Elm"',
      'href="#" + onclick, "Beech"',
    ]);
  });

  it('flags a javascript: URL written with spaces before the colon (a relative path to browsers)', () => {
    const out = runOn(check, doc('', '<main><a href="javascript : void(0)">Oak</a></main>'));
    expect(out.items?.map((i) => i.note)).toEqual(['javascript: URL, "Oak"']);
  });

  it('flags other elements whose onclick navigates, and names the code', () => {
    const body = [
      '<div onclick="location.href=\'/oak\'">Oak</div>',
      '<button onclick="window.open(\'/walnut\')">Walnut</button>',
      '<li onclick="document.location = \'/ash\'">Ash</li>',
      '<td onclick="location.assign(\'/elm\')">Elm</td>',
    ].join('\n');
    const out = runOn(check, doc('', `<table><tr>${body}</tr></table>`));
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(4);
    expect(messageOf(check, out)).toBe(
      'Elements that navigate through an onclick script instead of a link: 4, e.g. <div onclick="location.href=\'/oak\'">.',
    );
  });

  it('fails when every link of the navigation needs JavaScript', () => {
    const nav =
      '<nav><a href="javascript:go(1)">Home</a><a href="#" onclick="go(\'/shop\')">Shop</a><a>Menu</a></nav>';
    const out = runOn(check, doc('', `${nav}<main><a href="/oak">Oak</a></main>`));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('(2 links, e.g. "Home": javascript:go(1))');
    expect(messageOf(check, out, 'fr')).toContain('(2 liens, par ex. « Home » : javascript:go(1))');
  });

  it('treats a top-level header and role=navigation as navigation', () => {
    expect(runOn(check, doc('', '<header><a href="javascript:go()">Home</a></header>')).status).toBe(
      'critical',
    );
    expect(runOn(check, doc('', '<div role="navigation"><a onclick="go()">Home</a></div>')).status).toBe(
      'critical',
    );
  });

  it('stays recommended when the navigation has at least one crawlable link', () => {
    const nav = '<nav><a href="javascript:go(1)">Home</a><a href="/shop">Shop</a></nav>';
    expect(runOn(check, doc('', nav)).status).toBe('recommended');
  });
});

describe('link-javascript-href: navigation built from clickable elements', () => {
  it('is critical when the nav has only onclick elements and no crawlable link', () => {
    const out = runOn(
      check,
      doc(
        '<title>t</title>',
        `<nav><ul><li onclick="location.href='/shop'">Shop</li><li onclick="location='/about'">About</li></ul></nav>`,
      ),
    );
    expect(out.status).toBe('critical');
    expect(out.key).toBe('navigation');
    expect(out.items).toHaveLength(2);
  });

  it('is only recommended when the nav also has real links', () => {
    const out = runOn(
      check,
      doc(
        '<title>t</title>',
        `<nav><a href="/shop">Shop</a><span onclick="location='/about'">About</span></nav>`,
      ),
    );
    expect(out.status).toBe('recommended');
  });
});

// Lighthouse's crawlable-anchors (core/audits/seo/crawlable-anchors.js) skips controls and named targets and
// fails file: URLs, hrefs that are not URLs, and href-less links that kept target/rel/…; each case here.
describe('link-javascript-href: the anchors Lighthouse skips or fails', () => {
  const judged = (body: string) => runOn(check, doc('', `<main><a href="/oak">Oak</a>${body}</main>`));

  it('skips an <a> with a role: role="button" with javascript:; or javascript:void(0) is a control', () => {
    const body = [
      '<a role="button" href="javascript:;">Open</a>',
      '<a role=" tab " href="javascript:void(0)" onclick="show(2)">Tab 2</a>',
      '<a role="menuitem" href="#" onclick="go(\'/x\')">X</a>',
    ].join('');
    expect(judged(body)).toMatchObject({ status: 'good', value: 0 });
  });

  it('still judges role="link": it claims to be a link', () => {
    expect(judged('<a role="link" href="javascript:void(0)">Oak</a>')).toMatchObject({ value: 1 });
  });

  it('skips named in-page targets (<a name>, <a id> without href) and mailto: links', () => {
    const body = [
      '<a name="top" href="javascript:void(0)"></a>',
      '<a id="sizes" onclick="open()">Sizes</a>',
      '<a id="colours" href=" ">Colours</a>',
      '<a href="mailto:javascript:void(0)">Mail</a>',
    ].join('');
    expect(judged(body)).toMatchObject({ status: 'good', value: 0 });
  });

  it('fails file: URLs even on a named anchor, as Lighthouse does', () => {
    const out = judged('<a name="doc" href="file:///C:/docs/oak.pdf">Oak PDF</a>');
    expect(out).toMatchObject({ status: 'recommended', value: 1 });
    expect(out.items?.[0]?.note).toBe('file: URL, "Oak PDF"');
  });

  it('fails an href that is not a URL, and an <a> that kept target or rel but lost its href', () => {
    const out = judged(
      ['<a href="http://[oak">Oak</a>', '<a target="_blank">Walnut</a>', '<a rel="next">Next</a>'].join('\n'),
    );
    expect(out.items?.map((i) => i.note)).toEqual([
      'unparsable href, "Oak"',
      'target without href, "Walnut"',
      'rel without href, "Next"',
    ]);
  });

  it('passes a placeholder <a> without href or handler, as Lighthouse does', () => {
    expect(judged('<a class="current">Page 2</a>')).toMatchObject({ status: 'good', value: 0 });
  });

  it('does not let a control in the navigation make the navigation fail', () => {
    const nav = '<nav><a role="button" href="javascript:;">Menu</a><a href="/shop">Shop</a></nav>';
    expect(runOn(check, doc('', nav)).status).toBe('good');
  });
});

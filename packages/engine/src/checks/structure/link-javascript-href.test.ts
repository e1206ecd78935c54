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
      'The link "Oak tables" (javascript:void(0)) only works with JavaScript, so crawlers cannot follow it.',
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
      '6 enlaces o elementos clicables solo funcionan con JavaScript, p. ej. "A" (#).',
    );
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
      '<nav><a href="javascript:go(1)">Home</a><a href="#" onclick="go(2)">Shop</a><a>Menu</a></nav>';
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

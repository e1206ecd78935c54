import { describe, expect, it } from 'vitest';
import { applyEdits } from './edits.js';

const PAGE = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    <title>Old title</title>
    <meta property="og:title" content="Old">
    <meta property="og:image" content="/a.png">
    <link rel="Canonical" href="/old">
  </head>
  <body>
    <main>
      <h1>First</h1>
      <h1>Second</h1>
      <img src="/a.png" alt="A">
      <svg><title>Icon</title></svg>
      <h2></h2>
    </main>
  </body>
</html>
`;

describe('applyEdits', () => {
  it('replaces every matching head element in place, and only in <head>', () => {
    const out = applyEdits(PAGE, [{ action: 'replace', target: 'head title', html: '<title>New</title>' }]);
    expect(out).toContain('    <title>New</title>\n');
    expect(out).not.toContain('Old title');
    // The SVG's <title> in the body is not the page title.
    expect(out).toContain('<svg><title>Icon</title></svg>');
  });

  it('puts the new lines where the first match was, indented, and removes the other matches with their lines', () => {
    const block = '<meta property="og:title" content="New">\n<meta property="og:type" content="website">';
    const out = applyEdits(PAGE, [{ action: 'replace', target: 'head meta[property^="og:"]', html: block }]);
    expect(out).toContain(
      '    <meta property="og:title" content="New">\n    <meta property="og:type" content="website">\n    <link',
    );
    expect(out).not.toContain('og:image');
  });

  it('adds to the end of <head> on lines of their own when nothing matches', () => {
    const out = applyEdits(PAGE, [
      {
        action: 'replace',
        target: 'head meta[name="description"]',
        html: '<meta name="description" content="D">',
      },
      { action: 'insert', target: 'head', html: '<meta name="viewport" content="x">' },
    ]);
    expect(out).toContain(
      '    <link rel="Canonical" href="/old">\n    <meta name="description" content="D">\n    <meta name="viewport" content="x">\n  </head>',
    );
  });

  it('matches attribute values case-insensitively (rel="Canonical")', () => {
    const out = applyEdits(PAGE, [
      {
        action: 'replace',
        target: 'head link[rel~="canonical"]',
        html: '<link rel="canonical" href="https://x.test/">',
      },
    ]);
    expect(out).toContain('<link rel="canonical" href="https://x.test/">');
    expect(out).not.toContain('/old');
  });

  it('locates every edit in the original page: a line-targeted edit still finds its element after an insertion above', () => {
    const out = applyEdits(PAGE, [
      { action: 'insert', target: 'head', html: 'one\ntwo\nthree' },
      {
        action: 'replace',
        target: 'img[src="/a.png"]',
        line: 14,
        html: '<img src="/a.png" alt="A" width="10" height="5">',
      },
      { action: 'rename', target: 'h1', line: 13, html: 'h2' },
    ]);
    expect(out).toContain('<img src="/a.png" alt="A" width="10" height="5">');
    expect(out).toContain('<h1>First</h1>');
    expect(out).toContain('<h2>Second</h2>');
  });

  it('never moves a body element into <head> when it is not found', () => {
    const out = applyEdits(PAGE, [
      { action: 'replace', target: 'img[src="/gone.png"]', line: 14, html: '<img src="/gone.png">' },
    ]);
    expect(out).toBe(PAGE);
  });

  it('replaces the <html> start tag, inserts at the top of <main>, removes by line', () => {
    const out = applyEdits(PAGE, [
      { action: 'replace', target: 'html', html: '<html lang="en">' },
      { action: 'insert', target: 'main:start', html: '<h1>Lead</h1>' },
      { action: 'remove', target: 'h2', line: 16 },
    ]);
    expect(out).toContain('<!doctype html>\n<html lang="en">\n');
    expect(out).toContain('<main><h1>Lead</h1>');
    expect(out).not.toContain('<h2></h2>');
    expect(out).toContain('<svg><title>Icon</title></svg>\n    </main>');
  });

  it('makes an edit two fixes share once (an inserted block is not doubled)', () => {
    const edit = {
      action: 'insert' as const,
      target: 'head',
      html: '<script type="application/ld+json">{}</script>',
    };
    const out = applyEdits(PAGE, [edit, edit]);
    expect(out.split('application/ld+json').length).toBe(2);
  });

  it('inserts an element two fixes both add once, among other insertions at the same point', () => {
    const title = {
      action: 'replace' as const,
      target: 'head meta[name="keywords"]',
      html: '<title>T</title>',
    };
    const out = applyEdits(PAGE, [
      title,
      { action: 'insert', target: 'head', html: '<meta name="x">' },
      title,
    ]);
    expect(out.match(/<title>T<\/title>/g)).toHaveLength(1);
    expect(out).toContain('<meta name="x">');
  });

  it('adds a doctype to a page without one, first thing', () => {
    const out = applyEdits('<html><head></head><body></body></html>', [
      { action: 'replace', target: 'doctype', html: '<!DOCTYPE html>\n' },
    ]);
    expect(out).toBe('<!DOCTYPE html>\n<html><head></head><body></body></html>');
  });
});

import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../test-support/index.js';
import { CONTEXT_CHARS } from './image-context.js';

const contexts = (body: string): (string | null | undefined)[] =>
  pageFromHtml(doc('<title>Oak tables</title>', body)).images.map((i) => i.context);

describe('text around an image without alt', () => {
  it('is the figure caption, before the link around the image', () => {
    expect(
      contexts(
        '<figure><a href="/big.jpg"><img src="/oak.jpg"></a><figcaption>A six-seat oak table in a bright kitchen</figcaption></figure>',
      ),
    ).toEqual(['A six-seat oak table in a bright kitchen']);
  });

  it('is the link text, or the link title when the image is all the link holds', () => {
    expect(
      contexts(
        '<p>Our range: <a href="/chairs"><img src="/chair.jpg"> Oak chairs</a></p><a href="/benches" title="Oak benches"><img src="/bench.jpg"></a>',
      ),
    ).toEqual(['Oak chairs', 'Oak benches']);
  });

  it('is the nearest block’s text, cut at a word to about 100 characters', () => {
    const paragraph =
      'Every oak dining table we sell is made by hand in our small workshop in Yorkshire, from boards we choose and dry ourselves.';
    const [context] = contexts(`<div><p><img src="/workshop.jpg"> ${paragraph}</p></div>`);
    expect(context).toBe(
      'Every oak dining table we sell is made by hand in our small workshop in Yorkshire, from boards we…',
    );
    expect([...context!].length).toBeLessThanOrEqual(CONTEXT_CHARS);
  });

  it('is left out for images with alt, and null when nothing near the image has text', () => {
    const images = pageFromHtml(
      doc(
        '<title>Oak</title>',
        '<p>Oak tables <img src="/a.jpg" alt="An oak table"></p><main><img src="/b.jpg"></main>',
      ),
    ).images;
    expect(images.map((i) => i.context)).toEqual([undefined, null]);
  });

  it('never reads past the section it sits in: text elsewhere on the page is not its context', () => {
    expect(contexts('<article><h2>Chairs</h2><div><div><img src="/c.jpg"></div></div></article>')).toEqual([
      null,
    ]);
  });

  it('stays bounded on hostile pages: an image under 100,000 nested blocks, and 5,000 images in one block', () => {
    const deep = `${'<div>'.repeat(100_000)}<img src="/deep.jpg">${'</div>'.repeat(100_000)}`;
    const many = `<p>${'<img src="/x.jpg"> oak '.repeat(5000)}</p>`;
    const started = performance.now();
    const images = pageFromHtml(doc('<title>Deep</title>', `${deep}${many}`)).images;
    expect(images).toHaveLength(5001);
    expect(images[0]!.context).toBeNull();
    // Only the first 50 images without alt carry a context; each read stops after a few hundred nodes.
    expect(images.filter((i) => i.context !== undefined)).toHaveLength(50);
    expect(images[1]!.context).toMatch(/^oak oak oak/);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

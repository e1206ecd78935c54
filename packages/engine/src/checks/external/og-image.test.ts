import { describe, expect, it } from 'vitest';
import type { PageArtifact } from '../../artifact.js';
import type { OgImageFacts, SocialFacts } from '../../gather/site/social.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './og-image.js';

const IMG = 'https://example.com/img/share.jpg';
const ALT = '<meta property="og:image:alt" content="An oak dining table in a sunny room">';

function image(overrides: Partial<OgImageFacts> = {}): OgImageFacts {
  return {
    url: IMG,
    declared: IMG,
    status: 200,
    error: null,
    finalUrl: IMG,
    redirects: [],
    contentType: 'image/jpeg',
    bytes: 180_000,
    width: 1200,
    height: 630,
    format: 'jpg',
    dimensionsError: null,
    ...overrides,
  };
}

/** The page with og:image (and alt unless told otherwise) and the social facts holding `og`. */
function withImage(
  og: Partial<OgImageFacts> | null,
  head = `\n<meta property="og:image" content="${IMG}">${ALT}`,
) {
  const page: PageArtifact = pageFromHtml(doc(head));
  const social: SocialFacts = {
    ogImage: og === null ? null : image(og),
    favicon: { declared: [], fetched: [] },
    appleTouchIcon: { declared: [], fetched: [] },
    manifest: null,
  };
  page.site = { failed: [], durationMs: 0, social };
  return runCheck(check, page);
}

describe('og-image', () => {
  it('passes a reachable 1200×630 image under 8 MB with an alt, naming size and weight', () => {
    const out = withImage({ bytes: 1_572_864 });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `The og:image ${IMG} answers 200, is 1200×630 px (1.5 MB) and has an og:image:alt.`,
    );
    expect(messageOf(check, out, 'fr')).toContain('mesure 1200×630 px (1,5 Mo)');
  });

  it('is critical when the page has no og:image, whether or not the site phase ran', () => {
    const out = runOn(check, doc('<meta property="og:title" content="Oak">'));
    expect([out.status, out.key]).toEqual(['critical', 'missing']);
    expect(runOn(check, doc('<meta property="og:image" content="  ">')).key).toBe('missing');
    expect(withImage(null, '<meta property="og:title" content="Oak">').key).toBe('missing');
  });

  it('is critical for a value that is not an http(s) URL', () => {
    const out = runOn(check, doc('<meta property="og:image" content="data:image/png;base64,AAAA">'));
    expect([out.status, out.key]).toEqual(['critical', 'invalidUrl']);
  });

  it('is n/a when the image was not fetched, saying why', () => {
    const noSite = runOn(check, doc(`<meta property="og:image" content="${IMG}">`));
    expect([noSite.status, noSite.key]).toEqual(['na', 'siteNotRun']);
    const page = pageFromHtml(doc(`<meta property="og:image" content="${IMG}">`));
    page.site = { failed: [{ area: 'social', reason: 'boom' }], durationMs: 0 };
    const failed = runCheck(check, page);
    expect([failed.status, failed.key]).toEqual(['na', 'gatherFailed']);
    expect(messageOf(check, failed)).toBe(
      'Not checked: fetching the social image, icons and manifest failed (boom).',
    );
    const skipped = withImage({ status: null, error: 'SKIPPED' });
    expect([skipped.status, skipped.key]).toEqual(['na', 'notFetched']);
    expect(withImage({ url: 'https://example.com/other.jpg' }).key).toBe('notFetched');
  });

  it('is critical when unreachable, not 200, not an image, over 8 MB or under 200×200', () => {
    const unreachable = withImage({ status: null, error: 'DNS_FAILURE', bytes: null });
    expect(messageOf(check, unreachable)).toBe(
      `The og:image ${IMG} could not be fetched (DNS_FAILURE); previews show no image.`,
    );
    const gone = withImage({ status: 404, redirects: [301], finalUrl: 'https://example.com/404' });
    expect([gone.status, gone.key]).toEqual(['critical', 'status']);
    expect(messageOf(check, gone)).toContain('answers 301 → https://example.com/404 (404) instead of 200');
    const html = withImage({ contentType: 'text/html', format: null, width: null, height: null });
    expect(messageOf(check, html)).toBe(
      `The og:image ${IMG} is not served as an image (Content-Type: text/html).`,
    );
    expect(withImage({ contentType: null }).key).toBe('notImage');
    const heavy = withImage({
      bytes: 9 * 1024 * 1024,
      width: null,
      height: null,
      dimensionsError: 'too large to download',
    });
    expect([heavy.status, heavy.key]).toEqual(['critical', 'tooLarge']);
    expect(messageOf(check, heavy)).toContain('weighs 9 MB, over the 8 MB');
    expect(withImage({ bytes: 8 * 1024 * 1024 }).status).toBe('good');
    const tiny = withImage({ width: 199, height: 400 });
    expect([tiny.status, tiny.key]).toEqual(['critical', 'tiny']);
    expect(messageOf(check, tiny, 'es')).toContain('mide solo 199×400 px');
  });

  it('recommends larger images: 600×315 up to 1200×630 is small, 200×200 up to 600×315 a thumbnail', () => {
    const small = withImage({ width: 1199, height: 630 });
    expect([small.status, small.key]).toEqual(['recommended', 'small']);
    expect(withImage({ width: 600, height: 315 }).key).toBe('small');
    expect(withImage({ width: 1200, height: 629 }).key).toBe('small');
    const thumb = withImage({ width: 200, height: 200 });
    expect([thumb.status, thumb.key]).toEqual(['recommended', 'thumbnail']);
    expect(withImage({ width: 800, height: 314 }).key).toBe('thumbnail');
    expect(messageOf(check, thumb)).toContain('is 200×200 px, below 600×315 px');
  });

  it('recommends an og:image:alt, also alongside a size problem', () => {
    const head = `<meta property="og:image" content="${IMG}">`;
    const noAlt = withImage({}, head);
    expect([noAlt.status, noAlt.key]).toEqual(['recommended', 'noAlt']);
    expect(noAlt.items?.[1]).toEqual({
      value: 'og:image:alt',
      note: 'missing',
      noteRef: { key: 'missing' },
      line: null,
    });
    expect(withImage({ width: 640, height: 360 }, head).key).toBe('smallNoAlt');
    expect(withImage({ width: 300, height: 300 }, head).key).toBe('thumbnailNoAlt');
    expect(withImage({}, `${head}<meta property="og:image:alt" content=" ">`).key).toBe('noAlt');
  });

  it('recommends a full URL for a relative og:image that works', () => {
    const out = withImage(
      { declared: '/img/share.jpg' },
      `<meta name="og:image" content="/img/share.jpg">${ALT}`,
    );
    expect([out.status, out.key]).toEqual(['recommended', 'relative']);
    expect(out.items?.[0]?.note).toContain('relative URL');
  });

  it('recommends checking the size when it could not be read, listing the reason', () => {
    const out = withImage({
      width: null,
      height: null,
      dimensionsError: 'too large to download',
      bytes: null,
    });
    expect([out.status, out.key]).toEqual(['recommended', 'unmeasured']);
    expect(out.items?.[0]?.note).toBe('200, image/jpeg, too large to download');
  });

  it('reads og:image:url when og:image is absent', () => {
    expect(withImage({}, `<meta property="og:image:url" content="${IMG}">${ALT}`).status).toBe('good');
  });
});

/**
 * The Open Graph / Twitter card tags the failed social checks name, filled from the page: its title (or the
 * proposed one), its description (or the proposed one), the URL it calls canonical, its site name when it
 * declares one, and its og:image only when this audit measured it large enough (1200×630) with a
 * description for og:image:alt. Only those tags are written: a missing one is added, a wrong one replaced
 * in place; every other og:/twitter: tag (og:type "article", twitter:site, twitter:creator…) stays as the
 * page wrote it. A page whose image is missing, too small or undescribed gets the image lines as a template
 * that says what it needs from the user. When the canonical itself is being fixed, og:url follows it.
 */
import { metasBy } from '../artifact.js';
import { effectiveCanonical } from '../gather/canonical.js';
import { socialMetas, socialTag } from '../gather/site/social-tags.js';
import type { FixEdit } from '../report/index.js';
import { escapeAttr } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { proposeDescription } from './description.js';
import { canonicalFix } from './head-elements.js';
import { fixRef, verifyRef } from '../i18n/fix-text.js';
import { proposeTitle } from './title.js';

const CANONICAL_IDS = ['canonical-present', 'canonical-absolute', 'canonical-self', 'canonical-single'];

type Tag = [attr: string, key: string, value: string];

function looksLikeArticle(ctx: FixContext): boolean {
  if (metasBy(ctx.page, 'property', 'article:published_time').length > 0) return true;
  return ctx.page.jsonLd.some((b) => /"@type"\s*:\s*"(?:News|Blog)?Article"/.test(b.raw));
}

/** The measured og:image when it makes a large preview, with the text that describes it. */
function largeImage(
  ctx: FixContext,
): { url: string; width: number; height: number; alt: string | null } | null {
  const og = ctx.page.site?.social?.ogImage;
  if (!og || og.status !== 200 || !og.contentType?.startsWith('image/')) return null;
  if (og.width === null || og.height === null || og.width < 1200 || og.height < 630) return null;
  const alt =
    metasBy(ctx.page, 'property', 'og:image:alt')[0]?.attrs.content?.trim() ||
    ctx.page.images.find((i) => (i.url === og.url || i.url === og.finalUrl) && i.alt?.trim())?.alt?.trim() ||
    null;
  return { url: og.url, width: og.width, height: og.height, alt };
}

const line = ([attr, key, value]: Tag): string => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`;

const CARDS = new Set(['summary', 'summary_large_image', 'app', 'player']);

/** The page's own tags of a key in <head> (either attribute, any letter case, as platforms read them). */
const ownTags = (ctx: FixContext, key: string) => socialMetas(ctx.page, key).filter((m) => m.inHead);

/** The tags the failed checks name, with the values the page gives them. */
function wanted(ctx: FixContext, image: ReturnType<typeof largeImage>, ogUrl: string): Tag[] {
  const { page, facts } = ctx;
  const failed = (id: string): boolean =>
    ['critical', 'recommended'].includes(ctx.checks.get(id)?.status ?? '');
  const ok = (id: string): boolean => ctx.checks.get(id)?.status === 'good';
  const tags: Tag[] = [];
  if (failed('og-type')) tags.push(['property', 'og:type', looksLikeArticle(ctx) ? 'article' : 'website']);
  if (failed('og-title')) {
    // og:title names the page, not the site: its h1 does when no title can be proposed.
    const title =
      (ok('title-length') && ok('title-pixel-width') && facts.title
        ? facts.title
        : proposeTitle(page, facts)) || facts.h1.replace(/\s+/g, ' ').trim();
    if (title) tags.push(['property', 'og:title', title]);
  }
  if (failed('og-description')) {
    const description =
      ok('meta-description-length') && ok('meta-description-pixel-width') && facts.description
        ? facts.description
        : proposeDescription(page, facts);
    if (description) tags.push(['property', 'og:description', description]);
  }
  if (failed('og-url')) tags.push(['property', 'og:url', ogUrl]);
  if (failed('og-site-name') && facts.siteName) tags.push(['property', 'og:site_name', facts.siteName]);
  const complete = image !== null && image.alt !== null;
  if (failed('og-image') && complete) {
    tags.push(
      ['property', 'og:image', image.url],
      ['property', 'og:image:width', String(image.width)],
      ['property', 'og:image:height', String(image.height)],
      ['property', 'og:image:alt', image.alt!],
    );
  }
  if (failed('twitter-card')) {
    const card = socialTag(page, 'twitter:card')?.content.toLowerCase() ?? '';
    const hasImage =
      complete || ['twitter:image', 'twitter:image:src', 'og:image'].some((k) => socialTag(page, k));
    // A valid card stays; the check then failed for a missing title, which og:title above adds.
    if (!CARDS.has(card) || (card === 'summary_large_image' && !hasImage))
      tags.push(['name', 'twitter:card', hasImage ? 'summary_large_image' : 'summary']);
  }
  return tags;
}

export function socialFix(ctx: FixContext): WrittenFix | null {
  const { page, facts } = ctx;
  const failing = CANONICAL_IDS.find((id) =>
    ['critical', 'recommended'].includes(ctx.checks.get(id)?.status ?? ''),
  );
  const canonical = failing ? canonicalFix({ ...ctx, check: ctx.checks.get(failing)! }) : null;
  const ogUrl = canonical ? facts.selfUrl : (effectiveCanonical(page)?.url ?? facts.selfUrl);
  const image = largeImage(ctx);
  if (ctx.check.id === 'og-image' && !(image && image.alt !== null)) {
    // The one thing the page cannot give: a large image (or its description). A template, never pasted as is.
    const template = image
      ? `${[`<meta property="og:image" content="${escapeAttr(image.url)}">`, `<meta property="og:image:width" content="${image.width}">`, `<meta property="og:image:height" content="${image.height}">`].join('\n')}\n<meta property="og:image:alt" content="[what the image shows]">`
      : [
          '<meta property="og:image" content="[full https:// URL of a 1200×630 px image]">',
          '<meta property="og:image:width" content="1200">',
          '<meta property="og:image:height" content="630">',
          '<meta property="og:image:alt" content="[what the image shows]">',
        ].join('\n');
    const own = page.metas.some(
      (m) => m.inHead && /^og:image/i.test((m.attrs.property ?? m.attrs.name ?? '').trim()),
    );
    return {
      kind: 'text',
      language: 'html',
      snippet: template,
      // Only the image's own tags: the page's other og: and twitter: tags stay.
      where: own ? fixRef('head.replace', { what: '<meta property="og:image…">' }) : fixRef('head.add'),
      needs: image ? verifyRef('needs.text') : verifyRef('needs.image'),
    };
  }
  const tags = wanted(ctx, image, ogUrl);
  if (tags.length === 0) return null;
  const replaced = tags.filter(([, key]) => ownTags(ctx, key).length > 0);
  const added = tags.filter((t) => !replaced.includes(t));
  const withCanonical = canonical && tags.some(([, key]) => key === 'og:url') ? canonical : null;
  const edits: FixEdit[] = [
    ...(withCanonical?.edits ?? []),
    ...replaced.map(([, key]): FixEdit => ({
      action: 'replace',
      target: `head meta[property="${key}"], head meta[name="${key}"]`,
      html: line(tags.find((t) => t[1] === key)!),
    })),
    ...(added.length > 0
      ? [{ action: 'insert', target: 'head', html: added.map(line).join('\n') } as FixEdit]
      : []),
  ];
  const snippet = tags.map(line).join('\n');
  const what = replaced.map(([attr, key]) => `<meta ${attr}="${key}">`).join(', ');
  return {
    kind: 'html',
    language: 'html',
    snippet: withCanonical ? `${withCanonical.snippet}\n${snippet}` : snippet,
    edits,
    where: replaced.length > 0 ? fixRef('head.socialEdit', { what }) : fixRef('head.add'),
    note: fixRef('note.social'),
  };
}

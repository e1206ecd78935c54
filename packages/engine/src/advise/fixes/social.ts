/**
 * One Open Graph / Twitter card block filled from the page: its title (or the proposed one), its
 * description (or the proposed one), the URL it calls canonical, and its og:image only when this audit
 * measured it large enough (1200×630) with a description for og:image:alt. A page whose image is missing,
 * too small or undescribed gets the image lines as a template that says what it needs from the user.
 * When the canonical itself is being fixed, the block carries that canonical too: og:url must equal it.
 */
import { metasBy } from '../../artifact.js';
import { effectiveCanonical } from '../../gather/canonical.js';
import type { Fix } from '../../report.js';
import { escapeAttr, type FixContext } from './context.js';
import { proposeDescription } from './description.js';
import { canonicalFix } from './head-elements.js';
import { fixText } from './strings.js';
import { verifyText } from './strings-verify.js';
import { proposeTitle } from './title.js';

export const SOCIAL_IDS = [
  'og-title', 'og-description', 'og-url', 'og-type', 'og-site-name', 'og-image', 'twitter-card',
] as const; // prettier-ignore

const CANONICAL_IDS = ['canonical-present', 'canonical-absolute', 'canonical-self', 'canonical-single'];
const SOCIAL_TARGET =
  'head meta[property^="og:"], head meta[name^="og:"], head meta[name^="twitter:"], head meta[property^="twitter:"]';

type Tag = [string, string, string];

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

export function socialFix(ctx: FixContext): Fix | null {
  const { page, facts, lang } = ctx;
  const ok = (id: string): boolean => ctx.checks.get(id)?.status === 'good';
  const title =
    ok('title-length') && ok('title-pixel-width') && facts.title ? facts.title : proposeTitle(page, facts);
  const description =
    ok('meta-description-length') && ok('meta-description-pixel-width') && facts.description
      ? facts.description
      : proposeDescription(page, facts);
  if (!title) return null;
  const failing = CANONICAL_IDS.find((id) =>
    ['critical', 'recommended'].includes(ctx.checks.get(id)?.status ?? ''),
  );
  const canonical = failing ? canonicalFix({ ...ctx, check: ctx.checks.get(failing)! }) : null;
  const ogUrl = canonical ? facts.selfUrl : (effectiveCanonical(page)?.url ?? facts.selfUrl);
  const image = largeImage(ctx);
  const tags: Tag[] = [
    ['property', 'og:type', looksLikeArticle(ctx) ? 'article' : 'website'],
    ['property', 'og:title', title],
    ...(description ? [['property', 'og:description', description] as Tag] : []),
    ['property', 'og:url', ogUrl],
    ...(facts.siteName ? [['property', 'og:site_name', facts.siteName] as Tag] : []),
  ];
  const imageTags: Tag[] = image
    ? [
        ['property', 'og:image', image.url],
        ['property', 'og:image:width', String(image.width)],
        ['property', 'og:image:height', String(image.height)],
        ...(image.alt ? [['property', 'og:image:alt', image.alt] as Tag] : []),
      ]
    : [];
  const complete = image !== null && image.alt !== null;
  tags.push(...(complete ? imageTags : []), [
    'name',
    'twitter:card',
    complete ? 'summary_large_image' : 'summary',
  ]);
  // The page's other og:/twitter: tags (its image while no better one is known, twitter:site…) stay as written.
  const ours = new Set(tags.map(([, key]) => key));
  const imageOurs = complete || tags.some(([, key]) => key.startsWith('og:image'));
  for (const m of page.metas) {
    const attr = m.attrs.property !== undefined ? 'property' : 'name';
    const key = (m.attrs.property ?? m.attrs.name ?? '').trim().toLowerCase();
    if (!/^(og|twitter):/.test(key) || ours.has(key) || (imageOurs && key.startsWith('og:image'))) continue;
    if (!m.inHead || m.attrs.content === undefined) continue;
    ours.add(key);
    tags.push([attr, key, m.attrs.content]);
  }
  const snippet = tags.map(line).join('\n');
  const existing = page.metas.some((m) => /^(og|twitter):/i.test(m.attrs.property ?? m.attrs.name ?? ''));
  const where = existing
    ? fixText(lang, 'head.replace', { what: '<meta property="og:…"> / <meta name="twitter:…">' })
    : fixText(lang, 'head.add');
  if (ctx.check.id === 'og-image' && !complete) {
    // The one thing the page cannot give: a large image (or its description). A template, never pasted as is.
    const template = image
      ? `${imageTags.map(line).join('\n')}\n<meta property="og:image:alt" content="[what the image shows]">`
      : [
          '<meta property="og:image" content="[full https:// URL of a 1200×630 px image]">',
          '<meta property="og:image:width" content="1200">',
          '<meta property="og:image:height" content="630">',
          '<meta property="og:image:alt" content="[what the image shows]">',
        ].join('\n');
    return {
      kind: 'text',
      language: 'html',
      snippet: template,
      where,
      needs: image ? verifyText(lang, 'needs.text') : verifyText(lang, 'needs.image'),
    };
  }
  return {
    kind: 'html',
    language: 'html',
    snippet: canonical ? `${canonical.snippet}\n${snippet}` : snippet,
    edits: [...(canonical?.edits ?? []), { action: 'replace', target: SOCIAL_TARGET, html: snippet }],
    where,
    note: fixText(lang, 'note.social'),
  };
}

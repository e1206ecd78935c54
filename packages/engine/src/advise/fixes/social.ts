/**
 * One Open Graph / Twitter card block filled from the page: its title (or the proposed one), its
 * description (or the proposed one), the URL it should call its own, and its first large image.
 */
import { metasBy } from '../../artifact.js';
import type { Fix } from '../../report.js';
import { escapeAttr, type FixContext } from './context.js';
import { proposeDescription } from './description.js';
import { fixText } from './strings.js';
import { proposeTitle } from './title.js';

export const SOCIAL_IDS = [
  'og-title', 'og-description', 'og-url', 'og-type', 'og-site-name', 'og-image', 'twitter-card',
] as const; // prettier-ignore

function looksLikeArticle(ctx: FixContext): boolean {
  if (metasBy(ctx.page, 'property', 'article:published_time').length > 0) return true;
  return ctx.page.jsonLd.some((b) => /"@type"\s*:\s*"(?:News|Blog)?Article"/.test(b.raw));
}

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
  // og:image must answer 200 with an image; only a measured image (or an <img> of the page) is named.
  const image = facts.mainImage;
  if (ctx.check.id === 'og-image' && !image) return null;
  // The image's own description: the page's og:image:alt, else the alt text of the <img> showing it.
  const alt =
    metasBy(page, 'property', 'og:image:alt')[0]?.attrs.content?.trim() ||
    page.images.find((i) => image && i.url === image.url && i.alt?.trim())?.alt?.trim();
  const tags: [string, string, string][] = [
    ['property', 'og:type', looksLikeArticle(ctx) ? 'article' : 'website'],
    ['property', 'og:title', title],
    ...(description ? [['property', 'og:description', description] as [string, string, string]] : []),
    ['property', 'og:url', facts.selfUrl],
    ['property', 'og:site_name', facts.siteName],
    ...(image ? [['property', 'og:image', image.url] as [string, string, string]] : []),
    ...(image?.width && image.height
      ? ([
          ['property', 'og:image:width', String(image.width)],
          ['property', 'og:image:height', String(image.height)],
        ] as [string, string, string][])
      : []),
    ...(image && alt ? [['property', 'og:image:alt', alt] as [string, string, string]] : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
  ];
  const snippet = tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`)
    .join('\n');
  const existing = page.metas.some((m) => /^(og|twitter):/i.test(m.attrs.property ?? m.attrs.name ?? ''));
  return {
    kind: 'html',
    language: 'html',
    snippet,
    edits: [
      {
        action: 'replace',
        target: 'head meta[property^="og:"], head meta[name^="og:"], head meta[name^="twitter:"], head meta[property^="twitter:"]',
        html: snippet,
      },
    ],
    where: existing
      ? fixText(lang, 'head.replace', { what: '<meta property="og:…"> / <meta name="twitter:…">' })
      : fixText(lang, 'head.add'),
    note: fixText(lang, 'note.social'),
  };
}

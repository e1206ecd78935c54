/**
 * Images: width/height from the intrinsic sizes this audit measured (the og:image is fetched and
 * measured); alt texts cannot be derived, so the images are listed with file name, position and the
 * text around each (caption, link text or paragraph) to write them from.
 */
import type { ImageInfo } from '../artifact.js';
import { escapeAttr, escapeText } from './context.js';
import type { FixContext, WrittenFix } from './types.js';
import { drawnText } from './source-elements.js';
import { fixRef, verifyRef } from '../i18n/fix-text.js';

const MAX_LISTED = 20;

/** The <img> tag as written, with width and height set (attribute order kept, values escaped). */
function tagWith(img: ImageInfo, width: number, height: number): string {
  const attrs = Object.entries(img.attrs).filter(([n]) => n !== 'width' && n !== 'height');
  const parts = attrs.map(([n, v]) => (v === '' && n !== 'alt' ? ` ${n}` : ` ${n}="${escapeAttr(v)}"`));
  return `<img${parts.join('')} width="${width}" height="${height}">`;
}

/** Intrinsic sizes this audit measured: the og:image and the same-origin images without a size. */
function measured(ctx: FixContext): Map<string, { width: number; height: number }> {
  const sizes = new Map<string, { width: number; height: number }>();
  const social = ctx.page.site?.social;
  for (const img of [social?.ogImage, ...(social?.images ?? [])]) {
    if (!img || img.status !== 200 || img.width === null || img.height === null) continue;
    sizes.set(img.url, { width: img.width, height: img.height });
    sizes.set(img.finalUrl, { width: img.width, height: img.height });
  }
  return sizes;
}

export function dimensionsFix(ctx: FixContext): WrittenFix | null {
  const sizes = measured(ctx);
  const missing = ctx.page.images.filter(
    (i) => i.kind === 'img' && (i.attrs.width === undefined || i.attrs.height === undefined),
  );
  const known = missing.flatMap((img) => {
    const size = img.url ? sizes.get(img.url) : undefined;
    return size ? [{ img, tag: tagWith(img, size.width, size.height) }] : [];
  });
  if (known.length === 0) return null;
  // Each tag found by its line and src (a src with a quote cannot be named: the fix is then not offered).
  if (known.some(({ img }) => img.line === null || img.src === null || img.src.includes('"'))) return null;
  const unknown = missing.filter((img) => !img.url || !sizes.has(img.url)).map((i) => i.src ?? '<img>');
  const note = unknown.length
    ? [fixRef('note.images'), fixRef('note.imagesUnmeasured', { list: unknown.slice(0, 5).join(', ') })]
    : fixRef('note.images');
  return {
    kind: 'html',
    language: 'html',
    snippet: known.map((k) => k.tag).join('\n'),
    edits: known.map(({ img, tag }) => ({
      action: 'replace' as const,
      target: `img[src="${img.src!.trim()}"]`,
      line: img.line,
      html: tag,
    })),
    where: fixRef('body.images'),
    note,
  };
}

/** A spacer: at most 2×2 px as declared, or named as one (spacer.gif, blank.png, pixel.gif). */
function isSpacer(img: ImageInfo): boolean {
  const size = (v: string | undefined): number => Number.parseInt(v ?? '', 10);
  const tiny = size(img.attrs.width) <= 2 && size(img.attrs.height) <= 2;
  const file = (img.src ?? '').split(/[?#]/)[0]!.split('/').pop() ?? '';
  return tiny || /^(spacer|blank|pixel|transparent|clear|trans|shim)\.(gif|png)$/i.test(file);
}

/** The <img> tag as written with an empty alt: decoration says nothing to a screen reader. */
function withEmptyAlt(img: ImageInfo): string {
  const parts = Object.entries(img.attrs).map(([n, v]) => (v === '' ? ` ${n}` : ` ${n}="${escapeAttr(v)}"`));
  return `<img${parts.join('')} alt="">`;
}

/** Spacer images only: alt="" is what they need, determined by the page (no words to write). */
function spacerAltFix(ctx: FixContext, missing: readonly ImageInfo[]): WrittenFix | null {
  if (!missing.every(isSpacer)) return null;
  if (missing.some((img) => img.line === null || img.src === null || img.src.includes('"'))) return null;
  return {
    kind: 'html',
    language: 'html',
    snippet: missing.map(withEmptyAlt).join('\n'),
    edits: missing.map((img) => ({
      action: 'replace' as const,
      target: `img[src="${img.src!.trim()}"]`,
      line: img.line,
      html: withEmptyAlt(img),
    })),
    where: fixRef('body.images'),
  };
}

/** A shown <svg role="img"> without a name (no aria-label, aria-labelledby or <title> child). */
const unnamedSvg = (img: ImageInfo): boolean =>
  img.kind === 'role-img' &&
  img.tag === 'svg' &&
  img.alt === null &&
  !img.hidden &&
  !img.attrs['aria-labelledby']?.trim() &&
  img.attrs['aria-hidden']?.trim().toLowerCase() !== 'true';

/**
 * <svg role="img"> without a name gets a <title> as its first child: the words the image itself draws
 * (its <text>) when it draws some, verified on the page; else an empty one the user fills in (needs you).
 */
export function svgTitleFix(ctx: FixContext): WrittenFix | null {
  const svgs = ctx.page.images.filter(unnamedSvg);
  if (svgs.length === 0 || svgs.some((s) => s.line === null)) return null;
  // Two on one line cannot be told apart by line.
  if (new Set(svgs.map((s) => s.line)).size < svgs.length) return null;
  const texts = svgs.map((s) => drawnText(ctx.page.html, 'svg', s.line!));
  const where = fixRef('body.svgTitle');
  if (texts.some((t) => !t)) {
    return {
      kind: 'text',
      language: 'html',
      snippet: svgs
        .map((s, i) => `<!-- line ${s.line} --> <title>${escapeText(texts[i] || '…')}</title>`)
        .join('\n'),
      where,
      needs: verifyRef('needs.text'),
    };
  }
  const titles = texts.map((t) => `<title>${escapeText(t)}</title>`);
  return {
    kind: 'html',
    language: 'html',
    snippet: titles.join('\n'),
    edits: svgs.map((s, i) => ({
      action: 'insert' as const,
      target: 'svg:start',
      line: s.line,
      html: titles[i],
    })),
    where,
  };
}

export function altListFix(ctx: FixContext): WrittenFix | null {
  const missing = ctx.page.images.filter((i) => i.kind === 'img' && i.alt === null);
  if (missing.length === 0) return null;
  const spacers = spacerAltFix(ctx, missing);
  if (spacers) return spacers;
  const lines = missing.slice(0, MAX_LISTED).map((img) => {
    const file = (img.url ?? img.src ?? '').split(/[?#]/)[0]!.split('/').pop() || (img.src ?? '<img>');
    const where = img.line ? ` (line ${img.line})` : '';
    const near = img.context ? ` — "${img.context}"` : '';
    return `${file}${where}: <img src="${escapeAttr(img.src ?? '')}" alt="">${near}`;
  });
  return {
    kind: 'text',
    language: 'text',
    snippet: lines.join('\n'),
    where: fixRef('images.alt'),
    note: fixRef('note.alt'),
  };
}

/** Alt texts that are file names or camera codes: listed with their line, to be written by the user. */
export function altFilenameFix(ctx: FixContext): WrittenFix | null {
  const items = ctx.check.details.items.slice(0, MAX_LISTED);
  if (items.length === 0) return null;
  const lines = items.map(
    (i) =>
      `${i.line ? `line ${i.line}: ` : ''}${i.note ?? ''} alt="${escapeAttr(i.value)}" → alt="[what the image shows]"`,
  );
  return {
    kind: 'text',
    language: 'text',
    snippet: lines.join('\n'),
    where: verifyRef('images.altFilename'),
    needs: verifyRef('needs.text'),
  };
}

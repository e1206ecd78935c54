/**
 * Which images the alt-text checks judge, and how an image is named in their items. Shared so that
 * img-alt-missing, img-alt-too-long and img-alt-filename agree on what a content image is (and iframes on
 * what a tracking pixel is).
 */
import type { ImageInfo, PageArtifact } from '../../artifact.js';
import { collapse } from '../../gather/walk.js';
import type { CheckItem } from '../types.js';

const size = (value: string | null | undefined): number => Number.parseFloat(value ?? '');

/**
 * Width and height attributes both ≤ 1 px: a tracking pixel (or tracking iframe) that nobody sees. An unset
 * or non-numeric attribute parses as NaN, which is never ≤ 1.
 */
export function isPixelSized(width: string | null | undefined, height: string | null | undefined): boolean {
  return size(width) <= 1 && size(height) <= 1;
}

/** Hidden from assistive technology on purpose, like alt="": nothing to describe. */
function isPresentational(img: ImageInfo): boolean {
  const role = img.attrs.role?.trim().toLowerCase();
  return (
    img.attrs['aria-hidden']?.trim().toLowerCase() === 'true' || role === 'presentation' || role === 'none'
  );
}

/** The images a reader sees and that need a text alternative (not hidden: axe's image-alt skips those too). */
export function contentImages(page: Pick<PageArtifact, 'images'>): ImageInfo[] {
  return page.images.filter(
    (img) => !img.hidden && !isPixelSized(img.width, img.height) && !isPresentational(img),
  );
}

/** The alt text as read (entities are decoded by the parser; whitespace collapsed here), null when missing. */
export function altText(img: ImageInfo): string | null {
  return img.alt === null ? null : collapse(img.alt);
}

/** Content images with a non-empty alt text, with that text: what the alt-quality checks measure. */
export function describedImages(page: Pick<PageArtifact, 'images'>): { img: ImageInfo; alt: string }[] {
  return contentImages(page).flatMap((img) => {
    const alt = altText(img);
    return alt ? [{ img, alt }] : [];
  });
}

/** How an image is named in messages and items: its absolute URL, else its src as written, else its tag. */
export function imageRef(img: ImageInfo): string {
  if (img.url) return img.url;
  if (img.src) return img.src;
  if (img.kind === 'input') return '<input type="image">';
  return img.kind === 'img' ? '<img>' : `<${img.tag} role="img">`;
}

export function imageItem(img: ImageInfo, note?: string): CheckItem {
  return note === undefined
    ? { value: imageRef(img), line: img.line }
    : { value: imageRef(img), note, line: img.line };
}

import { metasBy, type PageArtifact } from '../../artifact.js';
import { collapse } from '../../gather/walk.js';

export interface DescriptionTag {
  /** The content attribute, entity-decoded by the parser and whitespace-collapsed here ('' when absent). */
  text: string;
  inHead: boolean;
  line: number | null;
}

/** Every <meta name="description"> (name matched case-insensitively), in document order. */
export function descriptionTags(page: Pick<PageArtifact, 'metas'>): DescriptionTag[] {
  return metasBy(page, 'name', 'description').map((m) => ({
    text: collapse(m.attrs.content ?? ''),
    inHead: m.inHead,
    line: m.line,
  }));
}

/**
 * The description the length and width checks judge: the first non-empty one in <head> (Google ignores one
 * in <body>, head-placement.ts). Null when there is none, which meta-description-present reports; those
 * checks are then n/a.
 */
export function judgedDescription(page: Pick<PageArtifact, 'metas'>): DescriptionTag | null {
  return descriptionTags(page).find((d) => d.inHead && d.text !== '') ?? null;
}

/** The n/a message of the checks that measure the description, which meta-description-present reports when absent. */
export const NO_DESCRIPTION = {
  en: 'There is no meta description to measure; the "Meta description" check reports this.',
  es: 'No hay meta descripción que medir; lo señala la comprobación "Meta descripción".',
  fr: 'Il n’y a pas de meta description à mesurer ; la vérification « Meta description » le signale.',
} as const;

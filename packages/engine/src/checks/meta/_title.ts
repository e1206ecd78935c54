import type { PageArtifact } from '../../artifact.js';

export interface JudgedTitle {
  /** Entity-decoded, whitespace-collapsed text (as gathered). */
  text: string;
  line: number | null;
}

/**
 * The title the length, width and stuffing checks judge: the first <title> in <head>, the one search
 * engines use. Null when it is missing or empty, which title-present reports; the others are then n/a.
 */
export function judgedTitle(page: Pick<PageArtifact, 'titles'>): JudgedTitle | null {
  const first = page.titles.find((t) => t.inHead);
  if (!first || first.text === '') return null;
  return { text: first.text, line: first.line };
}

/** The n/a message of the checks that measure the title, which title-present reports when absent. */
export const NO_TITLE = {
  en: 'There is no title to measure; the "Title tag" check reports this.',
  es: 'No hay título que medir; lo señala la comprobación "Etiqueta de título".',
  fr: 'Il n’y a pas de titre à mesurer ; la vérification « Balise title » le signale.',
} as const;

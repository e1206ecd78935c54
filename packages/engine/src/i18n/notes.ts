/**
 * Words in check item notes ("first heading", "128 characters"): a note that is more than bare facts
 * (tags, URLs, status codes, numbers with units) is written from this table, so it reaches the report in
 * the report's language and can be rendered again in another one (localize-report.ts).
 */
import { interpolate, type Lang } from './lang.js';

export const NOTES = {
  en: {
    firstHeading: 'first heading, {tag}',
    chars: '{count, plural, one {# character} other {# characters}}',
    charsInBody: '{count, plural, one {# character} other {# characters}}, in <body>',
    words: '{count, plural, one {# word} other {# words}}',
  },
  es: {
    firstHeading: 'primer encabezado, {tag}',
    chars: '{count, plural, one {# carácter} other {# caracteres}}',
    charsInBody: '{count, plural, one {# carácter} other {# caracteres}}, en <body>',
    words: '{count, plural, one {# palabra} other {# palabras}}',
  },
  fr: {
    firstHeading: 'premier titre, {tag}',
    chars: '{count, plural, one {# caractère} other {# caractères}}',
    charsInBody: '{count, plural, one {# caractère} other {# caractères}}, dans <body>',
    words: '{count, plural, one {# mot} other {# mots}}',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type NoteKey = keyof (typeof NOTES)['en'];

export interface NoteRef {
  key: string;
  values?: Record<string, string | number>;
}

export function renderNote(ref: NoteRef, lang: Lang): string {
  const template = (NOTES[lang] as Record<string, string>)[ref.key];
  return template === undefined ? ref.key : interpolate(template, ref.values, lang);
}

/** A note with words: the English text (what raw results and their tests read) and its key for the others. */
export function noted(
  key: NoteKey,
  values?: Record<string, string | number>,
): { note: string; noteRef: NoteRef } {
  const noteRef = { key, ...(values ? { values } : {}) };
  return { note: renderNote(noteRef, 'en'), noteRef };
}

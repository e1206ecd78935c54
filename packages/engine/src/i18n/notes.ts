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
    timesWords: '{times}×, {count, plural, one {# word} other {# words}}',
    sameSite: 'same site',
    otherSite: 'other site',
    coldRequest: 'first (cold) request: {ms} ms',
    warmRequest: 'warm request {n}: {ms} ms',
    warmRequestFailed: 'warm request {n}: {error}',
    notLinked: 'not linked from the start page',
    clicks: '{count, plural, one {# click} other {# clicks}}',
    pathSegments: '{count, plural, one {# path segment} other {# path segments}}',
    part: 'part {n} of {total}',
    linkedFrom: '{what}; linked from {pages}',
    hopsLinkedFrom: '{hops, plural, one {# hop} other {# hops}}; linked from {pages}',
    unreachableLinkedFrom: 'unreachable; linked from {pages}',
  },
  es: {
    firstHeading: 'primer encabezado, {tag}',
    chars: '{count, plural, one {# carácter} other {# caracteres}}',
    charsInBody: '{count, plural, one {# carácter} other {# caracteres}}, en <body>',
    words: '{count, plural, one {# palabra} other {# palabras}}',
    timesWords: '{times}×, {count, plural, one {# palabra} other {# palabras}}',
    sameSite: 'mismo sitio',
    otherSite: 'otro sitio',
    coldRequest: 'primera petición (en frío): {ms} ms',
    warmRequest: 'petición en caliente {n}: {ms} ms',
    warmRequestFailed: 'petición en caliente {n}: {error}',
    notLinked: 'sin enlaces desde la página inicial',
    clicks: '{count, plural, one {# clic} other {# clics}}',
    pathSegments: '{count, plural, one {# segmento de ruta} other {# segmentos de ruta}}',
    part: 'parte {n} de {total}',
    linkedFrom: '{what}; enlazado desde {pages}',
    hopsLinkedFrom: '{hops, plural, one {# salto} other {# saltos}}; enlazado desde {pages}',
    unreachableLinkedFrom: 'inaccesible; enlazado desde {pages}',
  },
  fr: {
    firstHeading: 'premier titre, {tag}',
    chars: '{count, plural, one {# caractère} other {# caractères}}',
    charsInBody: '{count, plural, one {# caractère} other {# caractères}}, dans <body>',
    words: '{count, plural, one {# mot} other {# mots}}',
    timesWords: '{times}×, {count, plural, one {# mot} other {# mots}}',
    sameSite: 'même site',
    otherSite: 'autre site',
    coldRequest: 'première requête (à froid) : {ms} ms',
    warmRequest: 'requête à chaud {n} : {ms} ms',
    warmRequestFailed: 'requête à chaud {n} : {error}',
    notLinked: 'aucun lien depuis la page de départ',
    clicks: '{count, plural, one {# clic} other {# clics}}',
    pathSegments: '{count, plural, one {# segment de chemin} other {# segments de chemin}}',
    part: 'partie {n} sur {total}',
    linkedFrom: '{what} ; lié depuis {pages}',
    hopsLinkedFrom: '{hops, plural, one {# saut} other {# sauts}} ; lié depuis {pages}',
    unreachableLinkedFrom: 'injoignable ; lié depuis {pages}',
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

import { headerValues, linksByRel, type PageArtifact } from '../../artifact.js';
import { validateLanguageTag } from '../../text/lang-codes.js';
import { primarySubtag } from '../../text/language.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { langFix } from '../../fix/head-elements.js';

/** Codes for the same language: Norwegian macrolanguage and the deprecated ISO 639 codes still served. */
const SAME_LANGUAGE: Record<string, string> = { nb: 'no', nn: 'no', iw: 'he', in: 'id', ji: 'yi', jw: 'jv', mo: 'ro' }; // prettier-ignore

const language = (tag: string | null): string | null => {
  const primary = primarySubtag(tag);
  return primary === null ? null : (SAME_LANGUAGE[primary] ?? primary);
};

const withoutHash = (url: string): string => url.replace(/#.*$/, '');

interface Conflict {
  key: 'header' | 'hreflang' | 'detected';
  other: string;
  item: CheckItem;
}

function conflicts(page: PageArtifact, lang: string): Conflict[] {
  const own = language(lang);
  const out: Conflict[] = [];
  // Content-Language may list several audiences ("en, fr"): consistent when one of them matches.
  const header = headerValues(page, 'content-language').join(', ').trim();
  const listed = header.split(',').filter((t) => t.trim() !== '');
  if (listed.length > 0 && !listed.some((t) => language(t) === own)) {
    out.push({
      key: 'header',
      other: header,
      item: { value: `Content-Language: ${header}`, ...noted('httpHeader') },
    });
  }
  const self = withoutHash(page.url.href);
  for (const entry of page.hreflang) {
    const isSelf = entry.url !== null && withoutHash(entry.url) === self;
    if (!isSelf || entry.lang.toLowerCase() === 'x-default' || language(entry.lang) === own) continue;
    const link = linksByRel(page, 'alternate').find(
      (l) => l.attrs.hreflang?.trim() === entry.lang && l.attrs.href === entry.href,
    );
    const html = `<link rel="alternate" hreflang="${entry.lang}" href="${entry.href}">`;
    const item: CheckItem =
      entry.source === 'html'
        ? { value: html, line: link?.line ?? null }
        : {
            value: `Link: <${entry.href}>; rel="alternate"; hreflang="${entry.lang}"`,
            ...noted('linkHeader'),
          };
    out.push({ key: 'hreflang', other: entry.lang, item });
  }
  // A detected code without a two-letter form (franc's ISO 639-3) cannot be compared reliably.
  const detected = page.language.detected;
  if (detected !== null && /^[a-z]{2}$/.test(detected) && language(detected) !== own) {
    out.push({
      key: 'detected',
      other: detected,
      item: { value: detected, ...noted('detectedFromText') },
    });
  }
  return out;
}

/** Message key and offending part for an invalid tag. */
function invalid(tag: string, reason: string): { key: string; subtag: string } {
  const parts = tag.split('-');
  const hyphenated = tag.replace(/_/g, '-');
  // Only suggest the hyphenated form when that is itself valid ("en_US" → "en-US", not "english_US").
  if (reason === 'underscore' && validateLanguageTag(hyphenated) === null) {
    return { key: 'underscore', subtag: hyphenated };
  }
  if (reason === 'language') return { key: 'unknownLanguage', subtag: parts[0] ?? tag };
  if (reason === 'region') {
    return {
      key: 'unknownRegion',
      subtag: parts.slice(1).find((p) => /^(?:[a-z]{2}|\d{3})$/i.test(p)) ?? tag,
    };
  }
  return { key: 'syntax', subtag: tag };
}

export default defineCheck({
  id: 'lang-valid',
  needs: ['language', 'hreflang', 'links', 'fetch', 'url'],
  run(page) {
    const lang = page.language.declared;
    // Missing or empty lang is lang-present's finding.
    if (!lang) return notApplicable('missing');
    const problem = validateLanguageTag(lang);
    if (problem !== null) {
      const { key, subtag } = invalid(lang, problem.reason);
      return fail(key, { lang, subtag }, { items: [{ value: `<html lang="${lang}">` }], value: lang });
    }
    const found = conflicts(page, lang);
    const first = found[0];
    if (first === undefined) return pass('pass', { lang }, { value: lang });
    return warn(first.key, { lang, other: first.other }, { items: found.map((c) => c.item), value: lang });
  },
  strings: {
    en: {
      title: 'Valid language code',
      fix: 'Use a BCP 47 tag that matches the text, e.g. lang="en" or lang="pt-BR" (hyphen, ISO 639-1 language, ISO 3166 region), and declare the same language in Content-Language and in the page’s own hreflang entry.',
      missing: 'The page declares no language (see the language attribute check).',
      pass: 'lang="{lang}" is a valid language tag and agrees with the page’s other language signals.',
      header: 'lang="{lang}" disagrees with the Content-Language header, which says "{other}".',
      hreflang: 'lang="{lang}" disagrees with the page’s own hreflang entry, which says "{other}".',
      detected: 'lang="{lang}" disagrees with the language of the text, which looks like "{other}".',
      underscore: 'lang="{lang}" uses an underscore, which BCP 47 does not allow; write "{subtag}".',
      unknownLanguage: 'lang="{lang}" is invalid: "{subtag}" is not a registered language code.',
      unknownRegion: 'lang="{lang}" is invalid: "{subtag}" is not a registered region code.',
      syntax:
        'lang="{lang}" is not a well-formed BCP 47 language tag (such as "en" or "en-GB"), so it is ignored.',
    },
    es: {
      title: 'Código de idioma válido',
      fix: 'Usa una etiqueta BCP 47 que coincida con el texto, p. ej. lang="es" o lang="pt-BR" (guion, idioma ISO 639-1, región ISO 3166), y declara el mismo idioma en Content-Language y en la entrada hreflang de la propia página.',
      missing: 'La página no declara ningún idioma (véase la comprobación del atributo de idioma).',
      pass: 'lang="{lang}" es una etiqueta de idioma válida y coincide con las demás señales de idioma de la página.',
      header: 'lang="{lang}" no coincide con la cabecera Content-Language, que indica "{other}".',
      hreflang:
        'lang="{lang}" no coincide con la entrada hreflang de la propia página, que indica "{other}".',
      detected: 'lang="{lang}" no coincide con el idioma del texto, que parece ser "{other}".',
      underscore: 'lang="{lang}" usa un guion bajo, que BCP 47 no admite; escribe "{subtag}".',
      unknownLanguage: 'lang="{lang}" no es válido: "{subtag}" no es un código de idioma registrado.',
      unknownRegion: 'lang="{lang}" no es válido: "{subtag}" no es un código de región registrado.',
      syntax:
        'lang="{lang}" no es una etiqueta de idioma BCP 47 bien formada (como "es" o "es-MX"), así que se ignora.',
    },
    fr: {
      title: 'Code de langue valide',
      fix: 'Utilisez une balise BCP 47 qui correspond au texte, par ex. lang="fr" ou lang="pt-BR" (trait d’union, langue ISO 639-1, région ISO 3166), et déclarez la même langue dans Content-Language et dans l’entrée hreflang de la page elle-même.',
      missing: 'La page ne déclare aucune langue (voir la vérification de l’attribut de langue).',
      pass: 'lang="{lang}" est une balise de langue valide, cohérente avec les autres signaux de langue de la page.',
      header: 'lang="{lang}" contredit l’en-tête Content-Language, qui indique « {other} ».',
      hreflang: 'lang="{lang}" contredit l’entrée hreflang de la page elle-même, qui indique « {other} ».',
      detected: 'lang="{lang}" contredit la langue du texte, qui semble être « {other} ».',
      underscore: 'lang="{lang}" contient un tiret bas, interdit par BCP 47 ; écrivez « {subtag} ».',
      unknownLanguage:
        'lang="{lang}" n’est pas valide : « {subtag} » n’est pas un code de langue enregistré.',
      unknownRegion: 'lang="{lang}" n’est pas valide : « {subtag} » n’est pas un code de région enregistré.',
      syntax:
        'lang="{lang}" n’est pas une balise de langue BCP 47 bien formée (comme « fr » ou « fr-CA ») : elle est ignorée.',
    },
  },
  fix: langFix,
});

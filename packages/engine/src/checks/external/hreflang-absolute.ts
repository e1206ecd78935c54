import type { HreflangEntry } from '../../artifact.js';
import { clip } from '../format.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { normaliseUrl } from '../../gather/urls.js';
import { hreflangItem } from './_hreflang.js';
import { hreflangFix } from '../../fix/hreflang.js';

/** Why an href is not a fully qualified http(s) URL, or null when it is. */
function hrefProblem(e: HreflangEntry): string | null {
  const href = e.href.trim();
  if (href === '') return 'empty href';
  if (e.url === null) return 'not a valid URL';
  if (!/^https?:$/.test(new URL(e.url).protocol)) return 'not http(s)';
  if (href.startsWith('//')) return 'protocol-relative';
  // "https:page" resolves, but only "http(s)://host/…" is the fully qualified URL Google requires.
  return /^https?:\/\//i.test(href) ? null : 'relative';
}

/** Where an entry points, compared as served (fragment dropped, host case and escapes normalised). */
const target = (e: HreflangEntry): string => (e.url === null ? e.href.trim() : normaliseUrl(e.url));
const targets = (group: readonly HreflangEntry[]): string[] => [...new Set(group.map(target))];

/** Codes (case-insensitive) that point to more than one URL, with their entries. */
function conflicts(entries: readonly HreflangEntry[]): HreflangEntry[][] {
  const byCode = new Map<string, HreflangEntry[]>();
  for (const e of entries) byCode.set(e.lang.toLowerCase(), [...(byCode.get(e.lang.toLowerCase()) ?? []), e]);
  return [...byCode.values()].filter((group) => targets(group).length > 1);
}

export default defineCheck({
  id: 'hreflang-absolute',
  needs: ['hreflang', 'links'],
  run(page) {
    const entries = page.hreflang;
    if (entries.length === 0) return notApplicable('none');
    const relative = entries.flatMap((e) => {
      const problem = hrefProblem(e);
      return problem ? [{ e, problem }] : [];
    });
    const conflicting = conflicts(entries);
    const items: CheckItem[] = [
      ...relative.map(({ e, problem }) => hreflangItem(page, e, problem)),
      ...conflicting.flatMap((group) =>
        group.map((e) => hreflangItem(page, e, `"${e.lang}" → ${targets(group).length} URLs`)),
      ),
    ];
    const firstRelative = relative[0];
    const firstConflict = conflicting[0];
    const conflictValues = firstConflict && {
      conflicts: conflicting.length,
      code: firstConflict[0]?.lang ?? '',
      urls: clip(targets(firstConflict).join(', '), 200),
    };
    const relativeValues = firstRelative && {
      count: relative.length,
      total: entries.length,
      href: firstRelative.e.href.trim() || '(empty)',
      lang: firstRelative.e.lang,
    };
    const value = relative.length + conflicting.length;
    if (relativeValues && conflictValues) {
      return fail('relativeAndConflict', { ...relativeValues, ...conflictValues }, { items, value });
    }
    if (relativeValues) return fail('relative', relativeValues, { items, value });
    if (conflictValues) return fail('conflict', conflictValues, { items, value });

    const html = entries.filter((e) => e.source === 'html').length;
    const header = entries.length - html;
    // Two sources that agree still double the upkeep: one edit forgotten and they contradict each other.
    if (html > 0 && header > 0) return warn('split', { html, header }, { value: 0 });
    return pass(header > 0 ? 'passHeader' : 'passHtml', { count: entries.length }, { value: 0 });
  },
  strings: {
    en: {
      title: 'Absolute, consistent hreflang URLs',
      fix: 'Give every hreflang a fully qualified URL (https://host/path), declare the set in one place (the HTML <head>, the Link header or the sitemap), and map each language code to exactly one URL.',
      passHtml:
        '{count, plural, =1 {The hreflang URL is absolute} other {All # hreflang URLs are absolute}}, declared in the HTML only, with one URL per language code.',
      passHeader:
        '{count, plural, =1 {The hreflang URL is absolute} other {All # hreflang URLs are absolute}}, declared in the Link header only, with one URL per language code.',
      none: 'The page declares no hreflang alternates.',
      split:
        'The hreflang set is split over two sources ({html} in the HTML, {header} in the Link header); they agree, but keep one.',
      relative:
        '{count} of {total, plural, one {# hreflang URL} other {# hreflang URLs}} {count, plural, one {is} other {are}} not absolute, e.g. "{href}" for "{lang}".',
      conflict: 'Language codes pointing to more than one URL: {conflicts}, e.g. "{code}" → {urls}.',
      relativeAndConflict:
        '{count} of {total, plural, one {# hreflang URL} other {# hreflang URLs}} {count, plural, one {is} other {are}} not absolute (e.g. "{href}" for "{lang}"). Language codes pointing to more than one URL: {conflicts} (e.g. "{code}" → {urls}).',
    },
    es: {
      title: 'URLs hreflang absolutas y coherentes',
      fix: 'Da a cada hreflang una URL completa (https://host/ruta), declara el conjunto en un solo lugar (el <head> HTML, la cabecera Link o el sitemap) y asigna a cada código de idioma exactamente una URL.',
      passHtml:
        '{count, plural, =1 {La URL hreflang es absoluta, declarada} other {Las # URLs hreflang son absolutas, declaradas}} solo en el HTML, con una URL por código de idioma.',
      passHeader:
        '{count, plural, =1 {La URL hreflang es absoluta, declarada} other {Las # URLs hreflang son absolutas, declaradas}} solo en la cabecera Link, con una URL por código de idioma.',
      none: 'La página no declara alternativas hreflang.',
      split:
        'El conjunto hreflang está repartido en dos fuentes ({html} en el HTML, {header} en la cabecera Link); coinciden, pero conserva solo una.',
      relative:
        '{count} de {total, plural, one {# URL hreflang} other {# URLs hreflang}} no {count, plural, one {es absoluta} other {son absolutas}}, p. ej. "{href}" para "{lang}".',
      conflict: 'Códigos de idioma que apuntan a más de una URL: {conflicts}, p. ej. "{code}" → {urls}.',
      relativeAndConflict:
        '{count} de {total, plural, one {# URL hreflang} other {# URLs hreflang}} no {count, plural, one {es absoluta} other {son absolutas}} (p. ej. "{href}" para "{lang}"). Códigos de idioma que apuntan a más de una URL: {conflicts} (p. ej. "{code}" → {urls}).',
    },
    fr: {
      title: 'URL hreflang absolues et cohérentes',
      fix: 'Donnez à chaque hreflang une URL complète (https://hôte/chemin), déclarez l’ensemble à un seul endroit (le <head> HTML, l’en-tête Link ou le sitemap) et associez à chaque code de langue une seule URL.',
      passHtml:
        '{count, plural, =1 {L’URL hreflang est absolue, déclarée} other {Les # URL hreflang sont absolues, déclarées}} dans le HTML seulement, avec une URL par code de langue.',
      passHeader:
        '{count, plural, =1 {L’URL hreflang est absolue, déclarée} other {Les # URL hreflang sont absolues, déclarées}} dans l’en-tête Link seulement, avec une URL par code de langue.',
      none: 'La page ne déclare aucune alternative hreflang.',
      split:
        'L’ensemble hreflang est réparti sur deux sources ({html} dans le HTML, {header} dans l’en-tête Link) ; elles concordent, mais gardez-en une seule.',
      relative:
        '{count} URL hreflang sur {total} {count, plural, one {n’est pas absolue} other {ne sont pas absolues}}, par ex. « {href} » pour « {lang} ».',
      conflict: 'Codes de langue pointant vers plus d’une URL : {conflicts}, par ex. « {code} » → {urls}.',
      relativeAndConflict:
        '{count} URL hreflang sur {total} {count, plural, one {n’est pas absolue} other {ne sont pas absolues}} (par ex. « {href} » pour « {lang} »). Codes de langue pointant vers plus d’une URL : {conflicts} (par ex. « {code} » → {urls}).',
    },
  },
  fix: hreflangFix,
});

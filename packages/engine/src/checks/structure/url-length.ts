import { defineCheck, fail, pass, warn } from '../types.js';
import { auditedUrl } from './_url.js';
import { noted } from '../../i18n/notes.js';

/** Longest URL that still displays fully in results and shares cleanly (catalogue "≤ 115 chars"). */
const GOOD_MAX = 115;
/** Beyond this some browsers, proxies and crawlers truncate or refuse the URL. */
const HARD_MAX = 2000;

export default defineCheck({
  id: 'url-length',
  needs: ['url', 'fetch'],
  run(page) {
    // Measured as served on the wire: percent-escapes count, as they do in every client and tool.
    const length = page.url.href.length;
    const extra = { value: length };
    if (length <= GOOD_MAX) {
      const { key, values } = auditedUrl(page, 'pass', { length });
      return pass(key, values, extra);
    }
    const items = [{ value: page.url.href, ...noted('chars', { count: length }) }];
    if (length <= HARD_MAX) {
      const { key, values } = auditedUrl(page, 'long', { length, max: GOOD_MAX });
      return warn(key, values, { ...extra, items });
    }
    const { key, values } = auditedUrl(page, 'tooLong', { length, max: HARD_MAX });
    return fail(key, values, { ...extra, items });
  },
  strings: {
    en: {
      title: 'URL length',
      fix: 'Shorten the URL to a few descriptive words (e.g. /oak-tables instead of /products/category/furniture/tables/oak-tables-handmade-2024), drop needless parameters and 301-redirect the old URL.',
      pass: 'The URL is {length} characters long: {url}.',
      passRedirected: 'The final URL is {length} characters long: {url} (requested as {requested}).',
      long: 'The URL is {length} characters long, more than {max}: {url}.',
      longRedirected:
        'The final URL is {length} characters long, more than {max}: {url} (requested as {requested}).',
      tooLong: 'The URL is {length} characters long, more than {max}, which some clients refuse: {url}.',
      tooLongRedirected:
        'The final URL is {length} characters long, more than {max}, which some clients refuse: {url} (requested as {requested}).',
    },
    es: {
      title: 'Longitud de la URL',
      fix: 'Acorta la URL a unas pocas palabras descriptivas (p. ej. /mesas-roble en lugar de /productos/categoria/muebles/mesas/mesas-roble-artesanales-2024), elimina los parámetros innecesarios y redirige la URL antigua con un 301.',
      pass: 'La URL tiene {length} caracteres: {url}.',
      passRedirected: 'La URL final tiene {length} caracteres: {url} (solicitada como {requested}).',
      long: 'La URL tiene {length} caracteres, más de {max}: {url}.',
      longRedirected:
        'La URL final tiene {length} caracteres, más de {max}: {url} (solicitada como {requested}).',
      tooLong: 'La URL tiene {length} caracteres, más de {max}, y algunos clientes la rechazan: {url}.',
      tooLongRedirected:
        'La URL final tiene {length} caracteres, más de {max}, y algunos clientes la rechazan: {url} (solicitada como {requested}).',
    },
    fr: {
      title: "Longueur de l'URL",
      fix: "Raccourcissez l'URL à quelques mots descriptifs (par ex. /tables-chene au lieu de /produits/categorie/meubles/tables/tables-chene-artisanales-2024), supprimez les paramètres inutiles et redirigez l'ancienne URL en 301.",
      pass: "L'URL compte {length} caractères : {url}.",
      passRedirected: "L'URL finale compte {length} caractères : {url} (demandée sous la forme {requested}).",
      long: "L'URL compte {length} caractères, plus de {max} : {url}.",
      longRedirected:
        "L'URL finale compte {length} caractères, plus de {max} : {url} (demandée sous la forme {requested}).",
      tooLong: "L'URL compte {length} caractères, plus de {max}, ce que certains clients refusent : {url}.",
      tooLongRedirected:
        "L'URL finale compte {length} caractères, plus de {max}, ce que certains clients refusent : {url} (demandée sous la forme {requested}).",
    },
  },
});

import type { AnchorInfo } from '../../artifact.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { auditedUrl } from './_url.js';

/** From 3 parameters on, combinations multiply into duplicate URLs (catalogue "≥ 3 params"). */
const MAX_PARAMS = 2;
/** Session IDs (the catalogue's list), compared case-insensitively; any utm_* is a tracking ID. */
const SESSION_PARAMS = new Set(['sid', 'sessionid', 'phpsessid', 'jsessionid']);

/** Session or tracking IDs in a URL: query parameter names, and the Java `;jsessionid=` path form. */
function trackingIds(url: URL): string[] {
  // searchParams decodes names, so utm%5Fsource is caught as utm_source.
  const names = [...url.searchParams.keys()].filter((name) => {
    const lower = name.toLowerCase();
    return SESSION_PARAMS.has(lower) || lower.startsWith('utm_');
  });
  if (/;jsessionid=/i.test(url.pathname)) names.push(';jsessionid');
  return [...new Set(names)];
}

interface Tagged {
  anchor: AnchorInfo;
  ids: string[];
}

export default defineCheck({
  id: 'url-query-params',
  needs: ['url', 'fetch', 'anchors'],
  run(page) {
    const params = [...page.url.searchParams];
    const names = [...new Set(params.map(([name]) => name))].join(', ');
    const paramItems = params.map(([name, value]) => ({ value: `${name}=${value}` }));

    // Same host or same site: links into other subdomains of the site split its URLs just the same.
    const internal = page.anchors.filter(
      (a): a is AnchorInfo & { url: string } => a.url !== null && (a.internal || a.sameSite),
    );
    const tagged: Tagged[] = internal.flatMap((anchor) => {
      const ids = trackingIds(new URL(anchor.url));
      return ids.length > 0 ? [{ anchor, ids }] : [];
    });

    if (tagged.length > 0) {
      const ids = [...new Set(tagged.flatMap((t) => t.ids))].join(', ');
      const items = tagged.map((t) => ({
        value: t.anchor.href ?? '',
        note: t.ids.join(', '),
        line: t.anchor.line,
      }));
      const values = { links: tagged.length, ids };
      if (params.length <= MAX_PARAMS) return fail('sessionIds', values, { items, value: tagged.length });
      return fail(
        'sessionIdsAndParams',
        { ...values, count: params.length, names },
        { items: [...items, ...paramItems], value: tagged.length },
      );
    }
    if (params.length > MAX_PARAMS) {
      const { key, values } = auditedUrl(page, 'params', { count: params.length, names });
      return warn(key, values, { items: paramItems, value: params.length });
    }
    const { key, values } = auditedUrl(page, 'pass', { count: params.length, links: internal.length });
    return pass(key, values, { value: params.length });
  },
  strings: {
    en: {
      title: 'URL parameters and session IDs',
      fix: 'Keep at most two query parameters by moving filters and sorting into the path or dropping them, and strip session and utm_* parameters from internal links (keep sessions in cookies; tag only links from other sites).',
      pass: '{url} has {count, plural, one {# query parameter} other {# query parameters}}, and {links, plural, =1 {its one internal link does not carry} other {none of its # internal links carries}} a session or tracking ID.',
      passRedirected:
        'The final URL {url} (requested as {requested}) has {count, plural, one {# query parameter} other {# query parameters}}, and {links, plural, =1 {its one internal link does not carry} other {none of its # internal links carries}} a session or tracking ID.',
      params: '{url} has {count} query parameters ({names}).',
      paramsRedirected:
        'The final URL {url} (requested as {requested}) has {count} query parameters ({names}).',
      sessionIds: 'Internal links carrying session or tracking IDs ({ids}): {links}.',
      sessionIdsAndParams:
        'Internal links carrying session or tracking IDs ({ids}): {links}; the page URL also has {count} query parameters ({names}).',
    },
    es: {
      title: 'Parámetros de URL e ID de sesión',
      fix: 'Deja como mucho dos parámetros de consulta pasando filtros y ordenación a la ruta o eliminándolos, y quita los parámetros de sesión y utm_* de los enlaces internos (guarda la sesión en cookies; etiqueta solo los enlaces desde otros sitios).',
      pass: '{url} tiene {count, plural, one {# parámetro} other {# parámetros}} de consulta y {links, plural, =1 {su único enlace interno no lleva} other {ninguno de sus # enlaces internos lleva}} un ID de sesión o de seguimiento.',
      passRedirected:
        'La URL final {url} (solicitada como {requested}) tiene {count, plural, one {# parámetro} other {# parámetros}} de consulta y {links, plural, =1 {su único enlace interno no lleva} other {ninguno de sus # enlaces internos lleva}} un ID de sesión o de seguimiento.',
      params: '{url} tiene {count} parámetros de consulta ({names}).',
      paramsRedirected:
        'La URL final {url} (solicitada como {requested}) tiene {count} parámetros de consulta ({names}).',
      sessionIds: 'Enlaces internos con ID de sesión o de seguimiento ({ids}): {links}.',
      sessionIdsAndParams:
        'Enlaces internos con ID de sesión o de seguimiento ({ids}): {links}; además, la URL de la página tiene {count} parámetros de consulta ({names}).',
    },
    fr: {
      title: "Paramètres d'URL et identifiants de session",
      fix: "Gardez au plus deux paramètres de requête en déplaçant filtres et tris dans le chemin ou en les supprimant, et retirez les paramètres de session et utm_* des liens internes (gardez la session dans un cookie ; ne balisez que les liens venant d'autres sites).",
      pass: "{url} a {count, plural, one {# paramètre} other {# paramètres}} de requête, et {links, plural, =1 {son seul lien interne ne porte} other {aucun de ses # liens internes ne porte}} d'identifiant de session ou de suivi.",
      passRedirected:
        "L'URL finale {url} (demandée sous la forme {requested}) a {count, plural, one {# paramètre} other {# paramètres}} de requête, et {links, plural, =1 {son seul lien interne ne porte} other {aucun de ses # liens internes ne porte}} d'identifiant de session ou de suivi.",
      params: '{url} a {count} paramètres de requête ({names}).',
      paramsRedirected:
        "L'URL finale {url} (demandée sous la forme {requested}) a {count} paramètres de requête ({names}).",
      sessionIds: 'Liens internes portant des identifiants de session ou de suivi ({ids}) : {links}.',
      sessionIdsAndParams:
        "Liens internes portant des identifiants de session ou de suivi ({ids}) : {links} ; l'URL de la page a en outre {count} paramètres de requête ({names}).",
    },
  },
});

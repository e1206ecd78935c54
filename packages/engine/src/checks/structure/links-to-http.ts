import type { AnchorInfo } from '../../artifact.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { labelOf, linkItem, linksWithHref, targetOf } from './_links.js';

/** The link a message quotes as its example. */
const example = (a: AnchorInfo): { url: string; text: string } => ({ url: targetOf(a), text: labelOf(a) });

export default defineCheck({
  id: 'links-to-http',
  needs: ['anchors', 'url'],
  run(page) {
    if (page.url.protocol !== 'https:') return notApplicable('notHttps', { url: page.url.href });
    const links = linksWithHref(page);
    if (links.length === 0) return notApplicable('none');
    // The resolved URL, so a relative href under <base href="http://…"> counts too.
    const insecure = links.filter((a) => a.url?.startsWith('http:') === true);
    const internal = insecure.filter((a) => a.sameSite);
    const external = insecure.filter((a) => !a.sameSite);
    const items = [
      ...internal.map((a) => linkItem(a, `internal, "${labelOf(a)}"`)),
      ...external.map((a) => linkItem(a, `external, "${labelOf(a)}"`)),
    ];
    const extra = { items, value: insecure.length };
    const firstInternal = internal[0];
    if (firstInternal) {
      const values = { internal: internal.length, external: external.length, ...example(firstInternal) };
      return fail('internal', values, extra);
    }
    const firstExternal = external[0];
    if (firstExternal) return warn('external', { count: external.length, ...example(firstExternal) }, extra);
    return pass('pass', { count: links.length }, { value: 0 });
  },
  strings: {
    en: {
      title: 'Links to HTTP pages',
      fix: 'Change http:// to https:// in links to your own pages (and to other sites that support HTTPS), or use root-relative links like /about for your own pages.',
      pass: 'No link on this HTTPS page points to an http:// URL (links checked: {count}).',
      notHttps: 'The page ({url}) is not served over HTTPS.',
      none: 'The page has no links.',
      internal:
        'Links to http:// URLs on this HTTPS page: {internal} to this site, e.g. "{text}" ({url}), and {external} to other sites.',
      external: 'Links to http:// URLs on this HTTPS page: {count} to other sites, e.g. "{text}" ({url}).',
    },
    es: {
      title: 'Enlaces a páginas HTTP',
      fix: 'Cambia http:// por https:// en los enlaces a tus propias páginas (y a otros sitios que admitan HTTPS), o usa enlaces relativos a la raíz como /contacto para tus páginas.',
      pass: 'Ningún enlace de esta página HTTPS apunta a una URL http:// (enlaces revisados: {count}).',
      notHttps: 'La página ({url}) no se sirve por HTTPS.',
      none: 'La página no tiene enlaces.',
      internal:
        'Enlaces a URL http:// en esta página HTTPS: {internal} a este sitio, p. ej. "{text}" ({url}), y {external} a otros sitios.',
      external:
        'Enlaces a URL http:// en esta página HTTPS: {count} a otros sitios, p. ej. "{text}" ({url}).',
    },
    fr: {
      title: 'Liens vers des pages HTTP',
      fix: 'Remplacez http:// par https:// dans les liens vers vos propres pages (et vers les autres sites compatibles HTTPS), ou utilisez des liens relatifs à la racine comme /contact pour vos pages.',
      pass: 'Aucun lien de cette page HTTPS ne pointe vers une URL http:// (liens vérifiés : {count}).',
      notHttps: "La page ({url}) n'est pas servie en HTTPS.",
      none: "La page n'a aucun lien.",
      internal:
        'Liens vers des URL http:// sur cette page HTTPS : {internal} vers ce site, par ex. « {text} » ({url}), et {external} vers d’autres sites.',
      external:
        'Liens vers des URL http:// sur cette page HTTPS : {count} vers d’autres sites, par ex. « {text} » ({url}).',
    },
  },
});

import { nearlySameUrl } from '../../gather/site/hreflang.js';
import { effectiveCanonical } from '../meta/_canonical.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { normaliseUrl, sameUrl } from '../../gather/urls.js';
import { hreflangItem } from './_hreflang.js';
import { hreflangFix } from '../../fix/hreflang.js';

export default defineCheck({
  id: 'hreflang-self',
  needs: ['hreflang', 'links', 'fetch', 'doc', 'url'],
  run(page) {
    const entries = page.hreflang;
    if (entries.length === 0) return notApplicable('none');
    const url = normaliseUrl(page.fetch.finalUrl);
    const pointsTo = (target: string) => entries.find((e) => e.url !== null && sameUrl(e.url, target));

    const self = pointsTo(url);
    if (self) return pass('pass', { url, code: self.lang }, { value: true });
    // A parameter or tracking variant of a page names itself by its canonical URL: that is its own entry.
    const canonical = effectiveCanonical(page)?.url;
    const viaCanonical = canonical && !sameUrl(canonical, url) ? pointsTo(canonical) : undefined;
    if (canonical && viaCanonical) {
      return pass(
        'passCanonical',
        { url, canonical: normaliseUrl(canonical), code: viaCanonical.lang },
        { value: true },
      );
    }

    const near = entries.find((e) => e.url !== null && nearlySameUrl(e.url, url));
    if (near?.url) {
      const items = [hreflangItem(page, near, `page URL is ${url}`)];
      const values = { url, other: near.url, code: near.lang };
      return warn('near', values, { items, value: false });
    }
    return warn('missing', { count: entries.length, url }, { value: false });
  },
  strings: {
    en: {
      title: 'hreflang self-reference',
      fix: 'Add an hreflang entry for the page itself, with its exact URL (same scheme, host and trailing slash), alongside the entries for the other versions; every version lists the full set.',
      pass: 'The hreflang set includes the page itself: {url} as "{code}".',
      passCanonical:
        'The hreflang set includes the page by its canonical URL {canonical} as "{code}" (this copy was fetched as {url}).',
      none: 'The page declares no hreflang alternates.',
      near: 'No hreflang entry points exactly to this page ({url}): "{code}" points to {other}, which differs in scheme, www or trailing slash.',
      missing:
        '{count, plural, =1 {The one hreflang entry does not point to this page} other {None of the # hreflang entries points to this page}} ({url}).',
    },
    es: {
      title: 'Autorreferencia hreflang',
      fix: 'Añade una entrada hreflang para la propia página, con su URL exacta (mismo esquema, host y barra final), junto a las de las demás versiones; cada versión enumera el conjunto completo.',
      pass: 'El conjunto hreflang incluye la propia página: {url} como "{code}".',
      passCanonical:
        'El conjunto hreflang incluye la página por su URL canónica {canonical} como "{code}" (esta copia se obtuvo como {url}).',
      none: 'La página no declara alternativas hreflang.',
      near: 'Ninguna entrada hreflang apunta exactamente a esta página ({url}): "{code}" apunta a {other}, que difiere en el esquema, el www o la barra final.',
      missing:
        '{count, plural, =1 {La única entrada hreflang no apunta a esta página} other {Ninguna de las # entradas hreflang apunta a esta página}} ({url}).',
    },
    fr: {
      title: 'Auto-référence hreflang',
      fix: 'Ajoutez une entrée hreflang pour la page elle-même, avec son URL exacte (même schéma, hôte et barre oblique finale), à côté de celles des autres versions ; chaque version liste l’ensemble complet.',
      pass: 'L’ensemble hreflang inclut la page elle-même : {url} en « {code} ».',
      passCanonical:
        'L’ensemble hreflang inclut la page par son URL canonique {canonical} en « {code} » (cette copie a été récupérée comme {url}).',
      none: 'La page ne déclare aucune alternative hreflang.',
      near: 'Aucune entrée hreflang ne pointe exactement vers cette page ({url}) : « {code} » pointe vers {other}, qui diffère par le schéma, le www ou la barre oblique finale.',
      missing:
        '{count, plural, =1 {La seule entrée hreflang ne pointe pas vers cette page} other {Aucune des # entrées hreflang ne pointe vers cette page}} ({url}).',
    },
  },
  fix: hreflangFix,
});

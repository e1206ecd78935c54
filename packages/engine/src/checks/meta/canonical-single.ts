import { defineCheck, fail, notApplicable, pass } from '../types.js';
import { canonicalCandidates, candidateItem, isHonoured, type CanonicalCandidate } from './_canonical.js';
import { normaliseUrl } from '../../gather/urls.js';
import { canonicalFix } from '../../fix/head-elements.js';

/** Two declarations agree when they resolve to the same URL; unusable values are compared as written. */
function identity(c: CanonicalCandidate): string {
  return c.url !== null ? normaliseUrl(c.url) : `unusable:${c.href}`;
}

export default defineCheck({
  id: 'canonical-single',
  needs: ['links', 'fetch', 'doc', 'url'],
  run(page) {
    const all = canonicalCandidates(page);
    if (all.length === 0) return notApplicable('none');
    const honoured = all.filter(isHonoured);
    const inBody = all.filter((c) => !isHonoured(c));
    if (honoured.length === 0) {
      return fail('onlyBody', { count: inBody.length }, { items: inBody.map(candidateItem), value: 0 });
    }
    const distinct = new Set(honoured.map(identity));
    if (distinct.size > 1) {
      return fail(
        'conflict',
        { count: distinct.size },
        { items: honoured.map(candidateItem), value: distinct.size },
      );
    }
    const [first] = honoured;
    const url = first?.url ?? first?.href ?? '';
    if (inBody.length > 0) {
      return pass('passBody', { url, count: inBody.length }, { items: inBody.map(candidateItem), value: 1 });
    }
    return pass('pass', { url }, { value: 1 });
  },
  strings: {
    en: {
      title: 'Single canonical URL',
      fix: 'Keep exactly one canonical URL, in one <link rel="canonical"> inside <head> or in the Link header, and remove the others (templates, SEO plugins and server rules often add a second one).',
      pass: 'The page declares one canonical URL: {url}.',
      passBody:
        'The page declares one canonical URL, {url}; search engines ignore the canonical links in <body> ({count}).',
      conflict:
        'The page declares {count} different canonical URLs, so search engines may ignore all of them.',
      onlyBody:
        'The page declares its canonical only in <body> ({count, plural, one {# link} other {# links}}), where search engines ignore it.',
      none: 'The page declares no canonical URL.',
    },
    es: {
      title: 'URL canónica única',
      fix: 'Deja exactamente una URL canónica, en un solo <link rel="canonical"> dentro de <head> o en la cabecera Link, y elimina las demás (las plantillas, los plugins SEO y las reglas del servidor suelen añadir una segunda).',
      pass: 'La página declara una sola URL canónica: {url}.',
      passBody:
        'La página declara una sola URL canónica, {url}; los buscadores ignoran los enlaces canónicos de <body> ({count}).',
      conflict:
        'La página declara {count} URL canónicas distintas, así que los buscadores pueden ignorarlas todas.',
      onlyBody:
        'La página solo declara la canónica en <body> ({count, plural, one {# enlace} other {# enlaces}}), donde los buscadores la ignoran.',
      none: 'La página no declara ninguna URL canónica.',
    },
    fr: {
      title: 'URL canonique unique',
      fix: 'Gardez une seule URL canonique, dans un seul <link rel="canonical"> à l’intérieur de <head> ou dans l’en-tête Link, et supprimez les autres (modèles, extensions SEO et règles serveur en ajoutent souvent une seconde).',
      pass: 'La page déclare une seule URL canonique : {url}.',
      passBody:
        'La page déclare une seule URL canonique, {url} ; les moteurs de recherche ignorent les liens canoniques de <body> ({count}).',
      conflict:
        'La page déclare {count} URL canoniques différentes : les moteurs de recherche risquent de les ignorer toutes.',
      onlyBody:
        'La page ne déclare sa canonique que dans <body> ({count, plural, one {# lien} other {# liens}}), où les moteurs de recherche l’ignorent.',
      none: 'La page ne déclare aucune URL canonique.',
    },
  },
  fix: canonicalFix,
});

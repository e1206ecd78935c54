import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { candidateItem, effectiveCandidates, type CanonicalProblem } from './_canonical.js';
import { canonicalFix } from '../../fix/head-elements.js';

/** Values no search engine can use as a canonical: the catalogue's crit. band. */
const UNUSABLE: ReadonlySet<CanonicalProblem> = new Set(['empty', 'fragmentOnly', 'unparsable', 'scheme']);

export default defineCheck({
  id: 'canonical-absolute',
  needs: ['links', 'fetch', 'doc', 'url'],
  run(page) {
    // A <body> canonical is ignored anyway; canonical-single reports it.
    const candidates = effectiveCandidates(page);
    const first = candidates[0];
    if (!first) return notApplicable('none');
    const offending = candidates.filter((c) => c.problem !== null);
    const worst = offending.find((c) => c.problem !== null && UNUSABLE.has(c.problem)) ?? offending[0];
    if (!worst?.problem) return pass('pass', { url: first.url ?? first.href }, { value: true });
    const values = { href: worst.href, url: worst.url ?? '', scheme: worst.scheme ?? '' };
    const extra = { items: offending.map(candidateItem), value: false };
    return UNUSABLE.has(worst.problem)
      ? fail(worst.problem, values, extra)
      : warn(worst.problem, values, extra);
  },
  strings: {
    en: {
      title: 'Absolute canonical URL',
      fix: 'Write the canonical as a full absolute URL without a fragment, e.g. <link rel="canonical" href="https://www.example.com/tables/oak">.',
      pass: 'The canonical URL is absolute: {url}.',
      relative: 'The canonical "{href}" is relative; it resolves to {url} only on this host.',
      fragment: 'The canonical {href} contains a #fragment, which search engines drop.',
      empty: 'The canonical declaration has an empty URL.',
      fragmentOnly: 'The canonical "{href}" is only a #fragment and points to no page.',
      unparsable: 'The canonical "{href}" is not a valid URL.',
      scheme: 'The canonical "{href}" uses the {scheme}: scheme instead of http or https.',
      none: 'The page declares no canonical URL to check.',
    },
    es: {
      title: 'URL canónica absoluta',
      fix: 'Escribe la canónica como URL absoluta completa y sin fragmento, p. ej. <link rel="canonical" href="https://www.example.com/mesas/roble">.',
      pass: 'La URL canónica es absoluta: {url}.',
      relative: 'La canónica "{href}" es relativa; solo en este host se resuelve como {url}.',
      fragment: 'La canónica {href} contiene un #fragmento, que los buscadores descartan.',
      empty: 'La declaración canónica tiene una URL vacía.',
      fragmentOnly: 'La canónica "{href}" es solo un #fragmento y no apunta a ninguna página.',
      unparsable: 'La canónica "{href}" no es una URL válida.',
      scheme: 'La canónica "{href}" usa el esquema {scheme}: en lugar de http o https.',
      none: 'La página no declara ninguna URL canónica que comprobar.',
    },
    fr: {
      title: 'URL canonique absolue',
      fix: 'Écrivez la canonique sous forme d’URL absolue complète, sans fragment, par ex. <link rel="canonical" href="https://www.example.com/tables/chene">.',
      pass: 'L’URL canonique est absolue : {url}.',
      relative: 'La canonique « {href} » est relative ; elle ne donne {url} que sur cet hôte.',
      fragment: 'La canonique {href} contient un #fragment, que les moteurs de recherche ignorent.',
      empty: 'La déclaration canonique a une URL vide.',
      fragmentOnly: 'La canonique « {href} » n’est qu’un #fragment et ne désigne aucune page.',
      unparsable: 'La canonique « {href} » n’est pas une URL valide.',
      scheme: 'La canonique « {href} » utilise le schéma {scheme}: au lieu de http ou https.',
      none: 'La page ne déclare aucune URL canonique à vérifier.',
    },
  },
  fix: canonicalFix,
});

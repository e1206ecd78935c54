import { defineCheck, pass, warn } from '../types.js';
import { canonicalCandidates, candidateItem, isHonoured } from './_canonical.js';
import { inBodyOutcome } from '../head-placement.js';
import { canonicalFix } from '../../fix/head-elements.js';

export default defineCheck({
  id: 'canonical-present',
  needs: ['links', 'fetch', 'doc', 'url'],
  run(page) {
    const all = canonicalCandidates(page);
    const honoured = all.filter(isHonoured);
    const declared = honoured.find((c) => c.href !== '');
    if (declared) {
      return pass(
        declared.source === 'header' ? 'header' : 'pass',
        { href: declared.href },
        { value: honoured.length },
      );
    }
    if (all.length === 0) return warn('missing', {}, { value: 0 });
    const items = all.map(candidateItem);
    // A <link rel="canonical" href=""> is a tag without a URL: it declares nothing.
    if (honoured.length > 0) return warn('empty', { count: honoured.length }, { items, value: 0 });
    const inBody = all.find((c) => c.href !== '');
    if (inBody) {
      const { key, values } = inBodyOutcome(page, 'inBody');
      return warn(key, { href: inBody.href, ...values }, { items, value: 0 });
    }
    return warn('missing', {}, { items, value: 0 });
  },
  strings: {
    en: {
      title: 'Canonical URL declared',
      fix: 'Add <link rel="canonical" href="https://…"> inside <head> with the preferred absolute URL of the page (on most pages, its own URL), or send it as an HTTP header: Link: <https://…>; rel="canonical".',
      pass: 'The page declares a canonical URL in <head>: {href}.',
      header: 'The page declares a canonical URL in its HTTP Link header: {href}.',
      empty:
        'The page has {count, plural, one {# canonical declaration, but it gives no URL} other {# canonical declarations, but none gives a URL}} (empty href).',
      inBody: 'The only canonical link, {href}, is in <body>, where search engines ignore it.',
      inBodyClosed:
        'The only canonical link, {href}, is in <body>, where Google ignores it: {closer} on line {closerLine} closed the <head> before it. Move {closer} into <body>, below the head elements.',
      missing:
        'The page declares no canonical URL: there is no <link rel="canonical"> in <head> and no canonical in the HTTP Link header.',
    },
    es: {
      title: 'URL canónica declarada',
      fix: 'Añade <link rel="canonical" href="https://…"> dentro de <head> con la URL absoluta preferida de la página (en la mayoría de las páginas, la suya propia), o envíala como cabecera HTTP: Link: <https://…>; rel="canonical".',
      pass: 'La página declara una URL canónica en <head>: {href}.',
      header: 'La página declara una URL canónica en su cabecera HTTP Link: {href}.',
      empty:
        'La página tiene {count, plural, one {# declaración canónica, pero no indica ninguna URL} other {# declaraciones canónicas, pero ninguna indica una URL}} (href vacío).',
      inBody: 'El único enlace canónico, {href}, está en <body>, donde los buscadores lo ignoran.',
      inBodyClosed:
        'El único enlace canónico, {href}, está en <body>, donde Google lo ignora: {closer} en la línea {closerLine} cerró el <head> antes. Mueve {closer} a <body>, debajo de los elementos del head.',
      missing:
        'La página no declara ninguna URL canónica: no hay <link rel="canonical"> en <head> ni canónica en la cabecera HTTP Link.',
    },
    fr: {
      title: 'URL canonique déclarée',
      fix: 'Ajoutez <link rel="canonical" href="https://…"> dans <head> avec l’URL absolue préférée de la page (sur la plupart des pages, sa propre URL), ou envoyez-la dans un en-tête HTTP : Link: <https://…>; rel="canonical".',
      pass: 'La page déclare une URL canonique dans <head> : {href}.',
      header: 'La page déclare une URL canonique dans son en-tête HTTP Link : {href}.',
      empty:
        'La page a {count, plural, one {# déclaration canonique, mais elle ne donne pas d’URL} other {# déclarations canoniques, mais aucune ne donne d’URL}} (href vide).',
      inBody:
        'Le seul lien canonique, {href}, se trouve dans <body>, où les moteurs de recherche l’ignorent.',
      inBodyClosed:
        'Le seul lien canonique, {href}, se trouve dans <body>, où Google l’ignore : {closer} à la ligne {closerLine} a fermé le <head> avant lui. Déplacez {closer} dans <body>, sous les éléments du head.',
      missing:
        'La page ne déclare aucune URL canonique : pas de <link rel="canonical"> dans <head> ni de canonique dans l’en-tête HTTP Link.',
    },
  },
  fix: canonicalFix,
});

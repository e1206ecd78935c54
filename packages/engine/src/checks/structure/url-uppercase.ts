import { defineCheck } from '../types.js';
import { pathSegments, segmentsOutcome } from './_url.js';
import { urlRuleFix } from '../../fix/redirect-rules.js';

/** Any cased upper-case letter, not only A–Z: /Café and /ÜBER duplicate their lower-case forms too. */
const UPPER = /\p{Lu}/u;

export default defineCheck({
  id: 'url-uppercase',
  needs: ['url', 'fetch'],
  run(page) {
    // Host names are case-insensitive (and already lower-cased by URL parsing); the path is not.
    // Decoded segments: the hex digits of %C3%A9 are not upper-case letters of the path.
    const offending = pathSegments(page.url).filter((s) => UPPER.test(s.decoded));
    return segmentsOutcome(page, offending, (d) => d.toLowerCase());
  },
  strings: {
    en: {
      title: 'Uppercase letters in the URL',
      fix: 'Serve the path in lower case (/oak-tables, not /Oak-Tables), 301-redirect mixed-case variants to it and link only to the lower-case form.',
      pass: 'The path of {url} is all lower case.',
      passRedirected: 'The path of the final URL {url} (requested as {requested}) is all lower case.',
      present:
        'The path of {url} has uppercase letters in {count, plural, one {# segment} other {# segments}}: {segments}.',
      presentRedirected:
        'The path of the final URL {url} (requested as {requested}) has uppercase letters in {count, plural, one {# segment} other {# segments}}: {segments}.',
    },
    es: {
      title: 'Mayúsculas en la URL',
      fix: 'Sirve la ruta en minúsculas (/mesas-roble, no /Mesas-Roble), redirige con un 301 las variantes con mayúsculas a ella y enlaza solo la forma en minúsculas.',
      pass: 'La ruta de {url} está toda en minúsculas.',
      passRedirected: 'La ruta de la URL final {url} (solicitada como {requested}) está toda en minúsculas.',
      present:
        'La ruta de {url} tiene mayúsculas en {count, plural, one {# segmento} other {# segmentos}}: {segments}.',
      presentRedirected:
        'La ruta de la URL final {url} (solicitada como {requested}) tiene mayúsculas en {count, plural, one {# segmento} other {# segmentos}}: {segments}.',
    },
    fr: {
      title: "Majuscules dans l'URL",
      fix: 'Servez le chemin en minuscules (/tables-chene, pas /Tables-Chene), redirigez en 301 les variantes avec majuscules vers lui et ne liez que la forme en minuscules.',
      pass: 'Le chemin de {url} est entièrement en minuscules.',
      passRedirected:
        "Le chemin de l'URL finale {url} (demandée sous la forme {requested}) est entièrement en minuscules.",
      present:
        'Le chemin de {url} contient des majuscules dans {count, plural, one {# segment} other {# segments}} : {segments}.',
      presentRedirected:
        "Le chemin de l'URL finale {url} (demandée sous la forme {requested}) contient des majuscules dans {count, plural, one {# segment} other {# segments}} : {segments}.",
    },
  },
  fix: urlRuleFix,
});

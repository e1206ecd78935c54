import { defineCheck } from '../types.js';
import { pathSegments, segmentsOutcome } from './_url.js';
import { urlRuleFix } from '../../fix/redirect-rules.js';

export default defineCheck({
  id: 'url-underscores',
  needs: ['url', 'fetch'],
  run(page) {
    // Path only: underscores in the query (utm_source=…) are parameter names, not words of the URL.
    // Decoded, because %5F is the same underscore.
    const offending = pathSegments(page.url).filter((s) => s.decoded.includes('_'));
    return segmentsOutcome(page, offending, (d) => d.replace(/_/g, '-'));
  },
  strings: {
    en: {
      title: 'Underscores in the URL',
      fix: 'Use hyphens between words in the path (/oak-tables, not /oak_tables) and 301-redirect the underscored URL to the new one.',
      pass: 'The path of {url} has no underscores.',
      passRedirected: 'The path of the final URL {url} (requested as {requested}) has no underscores.',
      present:
        'The path of {url} has underscores in {count, plural, one {# segment} other {# segments}}: {segments}.',
      presentRedirected:
        'The path of the final URL {url} (requested as {requested}) has underscores in {count, plural, one {# segment} other {# segments}}: {segments}.',
    },
    es: {
      title: 'Guiones bajos en la URL',
      fix: 'Separa las palabras de la ruta con guiones (/mesas-roble, no /mesas_roble) y redirige con un 301 la URL con guiones bajos a la nueva.',
      pass: 'La ruta de {url} no tiene guiones bajos.',
      passRedirected: 'La ruta de la URL final {url} (solicitada como {requested}) no tiene guiones bajos.',
      present:
        'La ruta de {url} tiene guiones bajos en {count, plural, one {# segmento} other {# segmentos}}: {segments}.',
      presentRedirected:
        'La ruta de la URL final {url} (solicitada como {requested}) tiene guiones bajos en {count, plural, one {# segmento} other {# segmentos}}: {segments}.',
    },
    fr: {
      title: "Tirets bas dans l'URL",
      fix: "Séparez les mots du chemin par des traits d'union (/tables-chene, pas /tables_chene) et redirigez en 301 l'URL avec tirets bas vers la nouvelle.",
      pass: 'Le chemin de {url} ne contient aucun tiret bas.',
      passRedirected:
        "Le chemin de l'URL finale {url} (demandée sous la forme {requested}) ne contient aucun tiret bas.",
      present:
        'Le chemin de {url} contient des tirets bas dans {count, plural, one {# segment} other {# segments}} : {segments}.',
      presentRedirected:
        "Le chemin de l'URL finale {url} (demandée sous la forme {requested}) contient des tirets bas dans {count, plural, one {# segment} other {# segments}} : {segments}.",
    },
  },
  fix: urlRuleFix,
});

import { headerValues } from '../../artifact.js';
import { defineCheck, pass, warn } from '../types.js';
import { serverConfigFix } from '../../fix/server-config.js';

export default defineCheck({
  id: 'x-content-type-options',
  needs: ['fetch'],
  run(page) {
    const values = headerValues(page, 'x-content-type-options');
    const items = values.map((value) => ({ value, note: 'X-Content-Type-Options' }));
    if (values.length === 0) return warn('missing');
    // Browsers read the first value; anything but nosniff is ignored.
    const first = values[0]?.split(',')[0]?.trim() ?? '';
    if (first.toLowerCase() !== 'nosniff') return warn('other', { value: first }, { items, value: first });
    return pass('pass', {}, { items, value: first });
  },
  strings: {
    en: {
      title: 'X-Content-Type-Options',
      fix: 'Send the header X-Content-Type-Options: nosniff with every response (one line in the web server or CDN configuration).',
      pass: 'The response sends X-Content-Type-Options: nosniff.',
      missing:
        'The response has no X-Content-Type-Options header, so browsers may guess (sniff) content types.',
      other: 'X-Content-Type-Options is "{value}"; only "nosniff" has an effect.',
    },
    es: {
      title: 'X-Content-Type-Options',
      fix: 'Envía la cabecera X-Content-Type-Options: nosniff en todas las respuestas (una línea en la configuración del servidor web o de la CDN).',
      pass: 'La respuesta envía X-Content-Type-Options: nosniff.',
      missing:
        'La respuesta no tiene cabecera X-Content-Type-Options, así que los navegadores pueden adivinar (sniff) los tipos de contenido.',
      other: 'X-Content-Type-Options vale "{value}"; solo "nosniff" tiene efecto.',
    },
    fr: {
      title: 'X-Content-Type-Options',
      fix: 'Envoyez l’en-tête X-Content-Type-Options: nosniff avec chaque réponse (une ligne dans la configuration du serveur web ou du CDN).',
      pass: 'La réponse envoie X-Content-Type-Options: nosniff.',
      missing:
        'La réponse n’a pas d’en-tête X-Content-Type-Options : les navigateurs peuvent deviner (sniffer) les types de contenu.',
      other: 'X-Content-Type-Options vaut « {value} » ; seul « nosniff » a un effet.',
    },
  },
  fix: serverConfigFix,
});

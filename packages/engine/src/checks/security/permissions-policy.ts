import { headerValues } from '../../artifact.js';
import { defineCheck, pass, warn } from '../types.js';
import { serverConfigFix } from '../../fix/server-config.js';

/** Powerful features a third-party script could use without the page owner's intent. */
const POWERFUL = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'bluetooth',
  'display-capture',
];

export default defineCheck({
  id: 'permissions-policy',
  needs: ['fetch'],
  run(page) {
    const values = headerValues(page, 'permissions-policy');
    const legacy = headerValues(page, 'feature-policy');
    const items = [
      ...values.map((value) => ({ value, note: 'Permissions-Policy' })),
      ...legacy.map((value) => ({ value, note: 'Feature-Policy (obsolete)' })),
    ];
    if (values.length === 0) return legacy.length ? warn('legacy', {}, { items }) : warn('missing');
    // Structured-field dictionary: feature=(allowlist). An empty list () disables the feature everywhere.
    const policy = new Map<string, string>();
    for (const m of values.join(',').matchAll(/([a-z-]+)\s*=\s*(\([^)]*\)|\*|[^,]+)/gi)) {
      policy.set((m[1] ?? '').toLowerCase(), (m[2] ?? '').trim());
    }
    const restricted = POWERFUL.filter((f) => policy.has(f) && policy.get(f) !== '*');
    if (restricted.length === 0)
      return warn('permissive', { features: POWERFUL.slice(0, 4).join(', ') }, { items });
    return pass(
      'pass',
      { count: policy.size, features: restricted.join(', ') },
      { items, value: restricted.length },
    );
  },
  strings: {
    en: {
      title: 'Permissions-Policy',
      fix: 'Send a Permissions-Policy header that turns off the features the site does not use, e.g. Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=().',
      pass: 'Permissions-Policy restricts {count, plural, one {# feature: {features}} other {# features, including {features}}}.',
      missing:
        'No Permissions-Policy header is sent, so embedded third-party code may ask for the camera, microphone or location.',
      legacy: 'Only the obsolete Feature-Policy header is sent; current browsers read Permissions-Policy.',
      permissive: 'Permissions-Policy is set but restricts none of the powerful features ({features}…).',
    },
    es: {
      title: 'Permissions-Policy',
      fix: 'Envía una cabecera Permissions-Policy que desactive las funciones que el sitio no usa, p. ej. Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=().',
      pass: 'Permissions-Policy restringe {count, plural, one {# función: {features}} other {# funciones, entre ellas {features}}}.',
      missing:
        'No se envía cabecera Permissions-Policy, así que el código de terceros incrustado puede pedir la cámara, el micrófono o la ubicación.',
      legacy:
        'Solo se envía la cabecera obsoleta Feature-Policy; los navegadores actuales leen Permissions-Policy.',
      permissive:
        'Permissions-Policy está definida pero no restringe ninguna función sensible ({features}…).',
    },
    fr: {
      title: 'Permissions-Policy',
      fix: 'Envoyez un en-tête Permissions-Policy qui désactive les fonctions que le site n’utilise pas, par ex. Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=().',
      pass: 'Permissions-Policy restreint {count, plural, one {# fonction : {features}} other {# fonctions, dont {features}}}.',
      missing:
        'Aucun en-tête Permissions-Policy n’est envoyé : du code tiers intégré peut demander la caméra, le micro ou la position.',
      legacy:
        'Seul l’en-tête obsolète Feature-Policy est envoyé ; les navigateurs actuels lisent Permissions-Policy.',
      permissive: 'Permissions-Policy est défini mais ne restreint aucune fonction sensible ({features}…).',
    },
  },
  fix: serverConfigFix,
});

import { headerValues, metasBy } from '../../artifact.js';
import { defineCheck, fail, pass, warn, type CheckItem } from '../types.js';
import { serverConfigFix } from '../../fix/server-config.js';

const STRICT = new Set(['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer']);
const KNOWN = new Set([
  ...STRICT,
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
]);

export default defineCheck({
  id: 'referrer-policy',
  needs: ['fetch', 'metas'],
  run(page) {
    const items: CheckItem[] = [
      ...headerValues(page, 'referrer-policy').map((value) => ({ value, note: 'Referrer-Policy header' })),
      ...metasBy(page, 'name', 'referrer').map((m) => ({
        value: m.attrs.content ?? '',
        note: '<meta name="referrer">',
        line: m.line,
      })),
    ];
    // The browser uses the last policy token it recognises, and a later meta overrides the header.
    const tokens = items.flatMap((i) => i.value.split(',').map((t) => t.trim().toLowerCase()));
    const policy = tokens.filter((t) => KNOWN.has(t)).at(-1);
    if (!policy)
      return items.length
        ? warn('unknown', { value: items.map((i) => i.value).join(', ') }, { items })
        : warn('missing');
    if (policy === 'unsafe-url') return fail('unsafe', { policy }, { items, value: policy });
    if (!STRICT.has(policy)) return warn('weak', { policy }, { items, value: policy });
    return pass('pass', { policy }, { items, value: policy });
  },
  strings: {
    en: {
      title: 'Referrer-Policy',
      fix: 'Send Referrer-Policy: strict-origin-when-cross-origin (or stricter: same-origin, strict-origin, no-referrer), so other sites receive at most your origin, never full URLs with their paths and queries.',
      pass: 'The page sets Referrer-Policy: {policy}.',
      missing: 'No Referrer-Policy is set; the browser default applies, which varies between browsers.',
      unknown: 'The referrer policy "{value}" is not a value browsers recognise, so the default applies.',
      weak: 'Referrer-Policy is {policy}, which sends full URLs to other sites in some cases.',
      unsafe:
        'Referrer-Policy is unsafe-url: the full URL, with its path and query, is sent to every site, even over plain HTTP.',
    },
    es: {
      title: 'Referrer-Policy',
      fix: 'Envía Referrer-Policy: strict-origin-when-cross-origin (o una más estricta: same-origin, strict-origin, no-referrer), para que otros sitios reciban como mucho tu origen, nunca URL completas con rutas y parámetros.',
      pass: 'La página define Referrer-Policy: {policy}.',
      missing: 'No hay Referrer-Policy; se aplica la del navegador, que varía entre navegadores.',
      unknown:
        'La política de referente "{value}" no es un valor que reconozcan los navegadores, así que se aplica la predeterminada.',
      weak: 'Referrer-Policy vale {policy}, que en algunos casos envía URL completas a otros sitios.',
      unsafe:
        'Referrer-Policy vale unsafe-url: la URL completa, con ruta y parámetros, se envía a cualquier sitio, incluso por HTTP sin cifrar.',
    },
    fr: {
      title: 'Referrer-Policy',
      fix: 'Envoyez Referrer-Policy: strict-origin-when-cross-origin (ou plus strict : same-origin, strict-origin, no-referrer), pour que les autres sites reçoivent au plus votre origine, jamais des URL complètes avec chemin et paramètres.',
      pass: 'La page définit Referrer-Policy: {policy}.',
      missing:
        'Aucune Referrer-Policy n’est définie ; la valeur par défaut du navigateur s’applique, et elle varie selon les navigateurs.',
      unknown:
        'La politique de référent « {value} » n’est pas une valeur reconnue par les navigateurs : la valeur par défaut s’applique.',
      weak: 'Referrer-Policy vaut {policy}, qui envoie parfois des URL complètes à d’autres sites.',
      unsafe:
        'Referrer-Policy vaut unsafe-url : l’URL complète, avec chemin et paramètres, est envoyée à tous les sites, même en HTTP non chiffré.',
    },
  },
  fix: serverConfigFix,
});

import type { ManifestFacts } from '../../gather/site/social.js';
import { manifestLink } from '../../gather/site/social-tags.js';
import { clip } from '../format.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { FACTS_MISSING, factsMissing } from './_social.js';
import { noted } from '../../i18n/notes.js';

/** Display modes that make the app installable (Lighthouse's installable-manifest rule); "browser" opens a tab. */
const INSTALLABLE_DISPLAY = new Set(['standalone', 'fullscreen', 'minimal-ui']);

/** An icon of n×n px, by its sizes member; a scalable "any" icon (SVG) covers every size. */
const hasIcon = (m: ManifestFacts, n: number): boolean =>
  m.icons.some((i) =>
    i.sizes
      .toLowerCase()
      .split(/\s+/)
      .some((t) => t === `${n}x${n}` || t === 'any'),
  );

/** The members the manifest lacks, as items: the member and what is wrong with it. */
function gaps(m: ManifestFacts): CheckItem[] {
  const out: CheckItem[] = [];
  if (!m.name && !m.shortName) out.push({ value: 'name / short_name', note: 'missing' });
  if (!m.startUrl) out.push({ value: 'start_url', note: 'missing' });
  if (!m.display) out.push({ value: 'display', note: 'missing' });
  else if (!INSTALLABLE_DISPLAY.has(m.display.toLowerCase())) {
    out.push({
      value: 'display',
      note: `"${clip(m.display, 40)}": not standalone, fullscreen or minimal-ui`,
    });
  }
  for (const n of [192, 512]) {
    if (!hasIcon(m, n))
      out.push({
        value: `icons ${n}x${n}`,
        ...noted('iconsNoneOfSize', { count: m.icons.length, size: `${n}x${n}` }),
      });
  }
  return out;
}

export default defineCheck({
  id: 'web-manifest',
  needs: ['links', 'doc'],
  reads: ['site'],
  run(page) {
    const link = manifestLink(page);
    if (!link) return warn('missing', {}, { value: null });
    const about = (note: string): CheckItem[] => [{ value: link.href, note, line: link.line }];
    if (link.url === null)
      return fail('invalidUrl', { value: clip(link.href) }, { items: about('not an http(s) URL') });
    const social = page.site?.social;
    if (!social) return factsMissing(page);
    const m = social.manifest;
    if (!m || m.url !== link.url || m.error === 'SKIPPED')
      return notApplicable('notFetched', { url: link.url });

    const url = m.url;
    if (m.status === null) {
      const error = m.error ?? 'NO_RESPONSE';
      return fail('unreachable', { url, error }, { items: about(error), value: null });
    }
    if (m.status < 200 || m.status >= 300) {
      return fail('status', { url, status: m.status }, { items: about(String(m.status)), value: m.status });
    }
    if (m.parseError !== null) {
      const type = m.contentType ?? '—';
      const error = clip(m.parseError, 120);
      return fail(
        'invalidJson',
        { url, error, type },
        { items: about(`${type}: ${error}`), value: m.status },
      );
    }
    const missing = gaps(m);
    if (missing.length > 0) {
      const list = missing.map((i) => i.value).join(', ');
      return warn(
        'incomplete',
        { url, list, count: missing.length },
        { items: missing, value: missing.length },
      );
    }
    return pass('pass', { url, name: clip(m.name || m.shortName || '', 60) }, { value: 0 });
  },
  strings: {
    en: {
      title: 'Web app manifest',
      fix: 'Link a manifest with <link rel="manifest" href="/site.webmanifest"> and give it name, short_name, start_url, "display": "standalone" and icons of 192x192 and 512x512 px; serve it as valid JSON with status 200.',
      pass: 'The manifest {url} ("{name}") has a name, start_url, an installable display mode and 192 px and 512 px icons.',
      missing:
        'The page links no web app manifest (<link rel="manifest">); browsers cannot install it as an app.',
      invalidUrl: 'The manifest link "{value}" is not an http(s) URL.',
      notFetched: 'The manifest {url} was not fetched in this audit, so its content is unknown.',
      unreachable: 'The manifest {url} could not be fetched ({error}).',
      status: 'The manifest {url} answers HTTP {status}; browsers ignore it.',
      invalidJson: 'The manifest {url} is not valid JSON ({type}): {error}.',
      incomplete:
        'The manifest {url} lacks {count, plural, one {# member} other {# members}} needed to install the app: {list}.',
      ...FACTS_MISSING.en,
    },
    es: {
      title: 'Manifiesto de aplicación web',
      fix: 'Enlaza un manifiesto con <link rel="manifest" href="/site.webmanifest"> con name, short_name, start_url, "display": "standalone" e iconos de 192x192 y 512x512 px; sírvelo como JSON válido con estado 200.',
      pass: 'El manifiesto {url} ("{name}") tiene nombre, start_url, un modo display instalable e iconos de 192 y 512 px.',
      missing:
        'La página no enlaza ningún manifiesto de aplicación web (<link rel="manifest">); los navegadores no pueden instalarla como aplicación.',
      invalidUrl: 'El enlace al manifiesto "{value}" no es una URL http(s).',
      notFetched: 'El manifiesto {url} no se obtuvo en esta auditoría, así que se desconoce su contenido.',
      unreachable: 'No se pudo obtener el manifiesto {url} ({error}).',
      status: 'El manifiesto {url} responde HTTP {status}; los navegadores lo ignoran.',
      invalidJson: 'El manifiesto {url} no es JSON válido ({type}): {error}.',
      incomplete:
        'Al manifiesto {url} {count, plural, one {le falta # miembro necesario} other {le faltan # miembros necesarios}} para instalar la aplicación: {list}.',
      ...FACTS_MISSING.es,
    },
    fr: {
      title: 'Manifeste d’application web',
      fix: 'Liez un manifeste avec <link rel="manifest" href="/site.webmanifest"> contenant name, short_name, start_url, "display": "standalone" et des icônes de 192x192 et 512x512 px ; servez-le en JSON valide avec le statut 200.',
      pass: 'Le manifeste {url} (« {name} ») a un nom, un start_url, un mode display installable et des icônes de 192 et 512 px.',
      missing:
        'La page ne lie aucun manifeste d’application web (<link rel="manifest">) ; les navigateurs ne peuvent pas l’installer comme application.',
      invalidUrl: 'Le lien vers le manifeste « {value} » n’est pas une URL http(s).',
      notFetched: 'Le manifeste {url} n’a pas été récupéré lors de cet audit : son contenu est inconnu.',
      unreachable: 'Le manifeste {url} n’a pas pu être récupéré ({error}).',
      status: 'Le manifeste {url} répond HTTP {status} ; les navigateurs l’ignorent.',
      invalidJson: 'Le manifeste {url} n’est pas un JSON valide ({type}) : {error}.',
      incomplete:
        'Il manque au manifeste {url} {count, plural, one {# membre nécessaire} other {# membres nécessaires}} à l’installation : {list}.',
      ...FACTS_MISSING.fr,
    },
  },
});

import { socialTag } from '../../gather/site/social-tags.js';
import { effectiveCanonical } from '../meta/_canonical.js';
import { clip } from '../format.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { resolveHref, sameUrl } from '../../gather/urls.js';
import { socialFix } from '../../fix/social.js';

export default defineCheck({
  id: 'og-url',
  needs: ['metas', 'links', 'fetch', 'doc', 'url'],
  run(page) {
    const tag = socialTag(page, 'og:url');
    const canonical = effectiveCanonical(page);
    // Without a canonical the page is its own canonical: og:url should name the URL it was served at.
    const target = canonical?.url ?? page.fetch.finalUrl;
    const suffix = canonical ? '' : 'NoCanonical';
    if (!tag) return warn('missing', { target }, { value: null });

    const value = tag.content;
    const item = (note: string) => ({ items: [{ value, note, line: tag.line }], value });
    const resolved = resolveHref(value, page.doc.baseUrl);
    if (!resolved || !/^https?:$/.test(resolved.protocol)) {
      return warn('invalid', { value: clip(value) }, item('not an http(s) URL'));
    }
    // Likes and shares are counted per og:url, so /page and /page/ are two counters: compare strictly.
    if (!sameUrl(resolved.href, target)) {
      return fail(`conflict${suffix}`, { url: resolved.href, target }, item(`≠ ${target}`));
    }
    if (!/^https?:\/\//i.test(value)) {
      return warn('relative', { value: clip(value), url: resolved.href }, item('relative URL'));
    }
    return pass(`pass${suffix}`, { url: resolved.href }, { value });
  },
  strings: {
    en: {
      title: 'Open Graph URL',
      fix: 'Add <meta property="og:url" content="…"> to <head> with the page’s canonical URL, written in full (https://…) and identical to <link rel="canonical">.',
      pass: 'The og:url {url} equals the canonical URL.',
      passNoCanonical: 'The og:url {url} equals the page’s URL (the page declares no canonical).',
      missing:
        'The page has no og:url; platforms count shares under whatever URL was shared instead of {target}.',
      invalid: 'The og:url "{value}" is not an http(s) URL, so platforms ignore it.',
      relative:
        'The og:url "{value}" is relative; it resolves to the canonical {url}, but scrapers expect a full https:// URL.',
      conflict:
        'The og:url {url} differs from the canonical URL {target}: shares and likes are counted on another URL.',
      conflictNoCanonical:
        'The og:url {url} differs from the page’s URL {target} (the page declares no canonical): shares and likes are counted on another URL.',
    },
    es: {
      title: 'URL Open Graph',
      fix: 'Añade <meta property="og:url" content="…"> en <head> con la URL canónica de la página, completa (https://…) e idéntica a <link rel="canonical">.',
      pass: 'La og:url {url} coincide con la URL canónica.',
      passNoCanonical: 'La og:url {url} coincide con la URL de la página (la página no declara canónica).',
      missing:
        'La página no tiene og:url; las plataformas cuentan las veces compartidas bajo la URL que se compartió en lugar de {target}.',
      invalid: 'La og:url "{value}" no es una URL http(s), así que las plataformas la ignoran.',
      relative:
        'La og:url "{value}" es relativa; se resuelve a la canónica {url}, pero los rastreadores esperan una URL https:// completa.',
      conflict:
        'La og:url {url} difiere de la URL canónica {target}: las veces compartidas y los «me gusta» se cuentan en otra URL.',
      conflictNoCanonical:
        'La og:url {url} difiere de la URL de la página {target} (la página no declara canónica): las veces compartidas y los «me gusta» se cuentan en otra URL.',
    },
    fr: {
      title: 'URL Open Graph',
      fix: 'Ajoutez <meta property="og:url" content="…"> dans <head> avec l’URL canonique de la page, écrite en entier (https://…) et identique à <link rel="canonical">.',
      pass: 'L’og:url {url} est identique à l’URL canonique.',
      passNoCanonical:
        'L’og:url {url} est identique à l’URL de la page (la page ne déclare pas de canonique).',
      missing:
        'La page n’a pas d’og:url ; les plateformes comptent les partages sous l’URL partagée au lieu de {target}.',
      invalid: 'L’og:url « {value} » n’est pas une URL http(s) : les plateformes l’ignorent.',
      relative:
        'L’og:url « {value} » est relative ; elle se résout en la canonique {url}, mais les robots attendent une URL https:// complète.',
      conflict:
        'L’og:url {url} diffère de l’URL canonique {target} : partages et mentions J’aime sont comptés sur une autre URL.',
      conflictNoCanonical:
        'L’og:url {url} diffère de l’URL de la page {target} (la page ne déclare pas de canonique) : partages et mentions J’aime sont comptés sur une autre URL.',
    },
  },
  fix: socialFix,
});

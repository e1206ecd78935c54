import { siteOf } from '../../gather/index.js';
import type { ElementInfo, PageArtifact } from '../../artifact.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { embedProvider } from './_embeds.js';
import { isPixelSized } from './_images.js';
import { noted } from '../../i18n/notes.js';

/** Main text below which a page whose content sits in a frame is "delivered through an iframe". */
const THIN_MAIN_WORDS = 50;

type Kind = 'embed' | 'technical' | 'sameSite' | 'otherSite';

interface Frame {
  el: ElementInfo;
  kind: Kind;
  /** Provider name for embeds, host of hidden frames, else the absolute URL or a description of the frame. */
  label: string;
}

/** Frames nobody sees: hidden, or at most 1×1 px (tag-manager and tracking frames). */
function isHidden(el: ElementInfo): boolean {
  const style = el.attrs.style ?? '';
  if ('hidden' in el.attrs || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style)) return true;
  return isPixelSized(el.attrs.width, el.attrs.height);
}

function classify(el: ElementInfo, page: Pick<PageArtifact, 'url' | 'doc'>): Frame {
  const src = el.attrs.src?.trim() ?? '';
  const url = src && URL.canParse(src, page.doc.baseUrl) ? new URL(src, page.doc.baseUrl) : null;
  const http = url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
  if (!http) {
    // srcdoc and data: frames carry this page's own content; a frame without a usable src is empty until a
    // script fills it (ad slots, widgets).
    if ('srcdoc' in el.attrs || url?.protocol === 'data:') {
      return { el, kind: 'sameSite', label: '<iframe srcdoc>' };
    }
    return { el, kind: 'technical', label: src || '<iframe>' };
  }
  if (isHidden(el)) return { el, kind: 'technical', label: url.hostname };
  const provider = embedProvider(url);
  if (provider) return { el, kind: 'embed', label: provider };
  const sameSite = siteOf(url.hostname) === siteOf(page.url.hostname);
  return { el, kind: sameSite ? 'sameSite' : 'otherSite', label: url.href };
}

const item = (f: Frame): CheckItem => ({
  value: f.label,
  ...noted(f.kind === 'sameSite' ? 'sameSite' : 'otherSite'),
  line: f.el.line,
});

export default defineCheck({
  id: 'iframes',
  needs: ['iframes', 'url', 'doc', 'text'],
  run(page) {
    if (page.iframes.length === 0) return notApplicable('none');
    const frames = page.iframes.map((el) => classify(el, page));
    const content = frames.filter((f) => f.kind === 'sameSite' || f.kind === 'otherSite');
    const first = content[0];
    if (!first) {
      const providers = [...new Set(frames.map((f) => f.label))].join(', ');
      return pass('pass', { count: frames.length, providers }, { value: frames.length });
    }
    const extra = { items: content.map(item), value: frames.length };
    // Heuristic for "main content delivered through an iframe": the page itself says almost nothing
    // (< 50 words of main text) while a visible frame that is not a known embed shows content.
    const words = page.text.wordCount;
    if (words < THIN_MAIN_WORDS) return fail('mainInFrame', { words, url: first.label }, extra);
    const sameSite = content.filter((f) => f.kind === 'sameSite');
    const firstSameSite = sameSite[0];
    if (firstSameSite) return warn('sameSite', { count: sameSite.length, url: firstSameSite.label }, extra);
    return warn('otherSite', { count: content.length, url: first.label }, extra);
  },
  strings: {
    en: {
      title: 'Iframes',
      fix: 'Put the page’s own content directly in its HTML instead of loading it from another page in an <iframe>; keep iframes for embeds from video, map, form and social providers.',
      pass: 'Iframes: {count}, all known embeds or hidden technical frames ({providers}).',
      sameSite:
        '{count, plural, one {# iframe loads} other {# iframes load}} content from this site, e.g. {url}: search engines may credit that content to the framed URL instead of this page.',
      otherSite:
        '{count, plural, one {# iframe loads} other {# iframes load}} content from other sites that are not known embed providers, e.g. {url}.',
      mainInFrame:
        'The page has only {words, plural, one {# word} other {# words}} of its own while an iframe shows content, e.g. {url}: the main content is likely delivered through the frame and credited to that URL.',
      none: 'The page has no iframes.',
    },
    es: {
      title: 'Iframes',
      fix: 'Pon el contenido propio de la página directamente en su HTML en lugar de cargarlo desde otra página en un <iframe>; reserva los iframes para contenido incrustado de proveedores de vídeo, mapas, formularios y redes sociales.',
      pass: 'Iframes: {count}, todos contenido incrustado conocido o marcos técnicos ocultos ({providers}).',
      sameSite:
        '{count, plural, one {# iframe carga} other {# iframes cargan}} contenido de este sitio, p. ej. {url}: los buscadores pueden atribuir ese contenido a la URL enmarcada en lugar de a esta página.',
      otherSite:
        '{count, plural, one {# iframe carga} other {# iframes cargan}} contenido de otros sitios que no son proveedores conocidos, p. ej. {url}.',
      mainInFrame:
        'La página solo tiene {words, plural, one {# palabra propia} other {# palabras propias}} mientras un iframe muestra contenido, p. ej. {url}: lo más probable es que el contenido principal llegue a través del marco y se atribuya a esa URL.',
      none: 'La página no tiene iframes.',
    },
    fr: {
      title: 'Iframes',
      fix: 'Placez le contenu propre de la page directement dans son HTML au lieu de le charger depuis une autre page dans une <iframe> ; réservez les iframes aux contenus intégrés de fournisseurs de vidéo, de cartes, de formulaires et de réseaux sociaux.',
      pass: 'Iframes : {count}, toutes des contenus intégrés connus ou des cadres techniques masqués ({providers}).',
      sameSite:
        '{count, plural, one {# iframe charge} other {# iframes chargent}} du contenu de ce site, par ex. {url} : les moteurs de recherche peuvent attribuer ce contenu à l’URL encadrée plutôt qu’à cette page.',
      otherSite:
        '{count, plural, one {# iframe charge} other {# iframes chargent}} du contenu d’autres sites qui ne sont pas des fournisseurs connus, par ex. {url}.',
      mainInFrame:
        'La page ne compte que {words, plural, one {# mot propre} other {# mots propres}} alors qu’une iframe affiche du contenu, par ex. {url} : le contenu principal passe probablement par le cadre et est attribué à cette URL.',
      none: 'La page n’a pas d’iframe.',
    },
  },
});

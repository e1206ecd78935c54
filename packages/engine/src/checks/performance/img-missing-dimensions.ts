import type { ElementInfo } from '../../artifact.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { dimensionsFix } from '../../fix/images.js';

/** Space is reserved when both dimensions are given, or an aspect ratio is set inline. */
function reservesSpace(el: ElementInfo): boolean {
  const style = (el.attrs.style ?? '').toLowerCase();
  if (/aspect-ratio\s*:/.test(style)) return true;
  const width = el.attrs.width !== undefined || /(^|;)\s*width\s*:/.test(style);
  const height = el.attrs.height !== undefined || /(^|;)\s*height\s*:/.test(style);
  return width && height;
}

export default defineCheck({
  id: 'img-missing-dimensions',
  needs: ['images', 'videos'],
  run(page) {
    const media: ElementInfo[] = [...page.images.filter((i) => i.kind === 'img'), ...page.videos];
    if (media.length === 0) return notApplicable('none');
    const missing = media.filter((el) => !reservesSpace(el));
    const first = missing[0];
    if (!first) return pass('pass', { count: media.length }, { value: 0 });
    const items = missing.map((el) => ({
      value: el.attrs.src ?? el.attrs['data-src'] ?? `<${el.tag}>`,
      ...noted(
        el.attrs.width === undefined && el.attrs.height === undefined
          ? 'noWidthHeight'
          : el.attrs.width === undefined
            ? 'noWidth'
            : 'noHeight',
      ),
      line: el.line,
    }));
    return warn(
      'missing',
      { count: missing.length, total: media.length, src: items[0]?.value ?? '' },
      { items, value: missing.length },
    );
  },
  strings: {
    en: {
      title: 'Image dimensions',
      fix: 'Give every <img> and <video> width and height attributes with its intrinsic size (CSS can still scale it, e.g. height: auto), or set aspect-ratio in CSS, so the browser reserves the space before it loads.',
      pass: '{count, plural, =1 {The image or video declares its dimensions} other {All # images and videos declare their dimensions}}.',
      missing:
        '{count} of {total, plural, one {# image or video} other {# images and videos}} {count, plural, one {has} other {have}} no width and height, so the layout shifts when they load (e.g. {src}).',
      none: 'The page has no <img> or <video> elements.',
    },
    es: {
      title: 'Dimensiones de las imágenes',
      fix: 'Da a cada <img> y <video> atributos width y height con su tamaño intrínseco (el CSS puede seguir escalándolo, p. ej. height: auto), o define aspect-ratio en CSS, para que el navegador reserve el espacio antes de cargarlo.',
      pass: '{count, plural, =1 {La imagen o el vídeo declara sus dimensiones} other {Las # imágenes y vídeos declaran sus dimensiones}}.',
      missing:
        '{count} de {total, plural, one {# imagen o vídeo} other {# imágenes y vídeos}} no {count, plural, one {tiene} other {tienen}} width ni height, así que el diseño se desplaza al cargarlos (p. ej. {src}).',
      none: 'La página no tiene elementos <img> ni <video>.',
    },
    fr: {
      title: 'Dimensions des images',
      fix: 'Donnez à chaque <img> et <video> des attributs width et height à sa taille intrinsèque (le CSS peut toujours la mettre à l’échelle, par ex. height: auto), ou définissez aspect-ratio en CSS, pour que le navigateur réserve la place avant le chargement.',
      pass: '{count, plural, =1 {L’image ou la vidéo déclare ses dimensions} other {Les # images et vidéos déclarent leurs dimensions}}.',
      missing:
        '{count, plural, one {# image ou vidéo} other {# images et vidéos}} sur {total} {count, plural, one {n’a} other {n’ont}} ni width ni height : la mise en page bouge à leur chargement (par ex. {src}).',
      none: 'La page n’a aucun élément <img> ou <video>.',
    },
  },
  fix: dimensionsFix,
});

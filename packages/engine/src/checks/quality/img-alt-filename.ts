import type { ImageInfo } from '../../artifact.js';
import { stopWords } from '../../text/stopwords.js';
import { tokenize } from '../../text/words.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { describedImages, imageRef } from './_images.js';
import { excerpt } from '../format.js';
import { altFilenameFix } from '../../fix/images.js';

const IMAGE_EXTENSION = /\.(?:jpe?g|jfif|png|gif|webp|avif|svg|bmp|tiff?|heic|heif|ico)\b/i;

/** File names cameras, phones and screenshot tools give: IMG_1234, DSC01234, PXL_20230101_…, Screenshot 2023-… */
const CAMERA_PATTERNS: readonly RegExp[] = [
  /\b(?:IMG|DSC[NF]?|PXL|MVIMG|VID|PANO|GOPR|DJI|SAM)[_-]?\d{4,}/i,
  /\bP\d{7}\b/, // P1010123 (Panasonic, Olympus)
  /\bDCIM\b/i,
  /^\d{8}[_-]\d{6}/, // 20230615_142233 (Android)
  /^(?:screenshot|screen shot|captura de pantalla|capture d['’]écran|bildschirmfoto)(?![a-z]).*\d{4}/i,
  /^whatsapp image \d{4}/i,
];

/** Words that say only that it is an image, in EN, ES and FR ("logo" is left out: it names what is shown). */
const GENERIC = new Set([
  ...'image images img pic pics picture pictures photo photos photograph graphic graphics icon banner thumbnail'.split(
    ' ',
  ),
  ...'placeholder untitled imagen imágenes foto fotos fotografía gráfico ilustración icono miniatura'.split(
    ' ',
  ),
  ...'photographie illustration visuel vignette icône graphique'.split(' '),
]);
const FILLER = new Set([...stopWords('en'), ...stopWords('es'), ...stopWords('fr')]);

/** Percent-escapes decoded without throwing on malformed ones (Buffer replaces invalid UTF-8 with U+FFFD). */
const decodePercent = (text: string): string =>
  text.replace(/(?:%[0-9a-f]{2})+/gi, (seq) => Buffer.from(seq.replace(/%/g, ''), 'hex').toString('utf8'));

/** The image's file name as served (last path segment, decoded), lower case; null for data: URLs or no src. */
function fileName(img: ImageInfo): string | null {
  const src = img.url ?? img.src;
  if (!src || /^data:/i.test(src)) return null;
  const name = decodePercent(src.split(/[?#]/)[0]?.split('/').pop() ?? '');
  return name ? name.toLowerCase() : null;
}

/** Whether the alt text looks generated rather than written: file name, extension, camera code or a bare "image". */
function isAutoAlt(img: ImageInfo, alt: string): boolean {
  const lower = alt.toLowerCase();
  const file = fileName(img);
  if (file !== null && (lower === file || lower === file.replace(/\.[a-z0-9]+$/, ''))) return true;
  if (IMAGE_EXTENSION.test(alt) || CAMERA_PATTERNS.some((p) => p.test(alt))) return true;
  // Numbers and stop words do not describe anything either: "Image 3", "a photo of".
  const words = tokenize(lower).filter((w) => !FILLER.has(w) && !/^\p{N}+$/u.test(w));
  return words.length > 0 && words.every((w) => GENERIC.has(w));
}

export default defineCheck({
  id: 'img-alt-filename',
  needs: ['images'],
  run(page) {
    const described = describedImages(page);
    if (described.length === 0) return notApplicable('none');
    const auto = described.filter((d) => isAutoAlt(d.img, d.alt));
    const first = auto[0];
    if (!first) return pass('pass', { count: described.length }, { value: 0 });
    return warn(
      'auto',
      { count: auto.length, alt: excerpt(first.alt), image: imageRef(first.img) },
      {
        items: auto.map((d) => ({ value: d.alt, note: imageRef(d.img), line: d.img.line })),
        value: auto.length,
      },
    );
  },
  strings: {
    en: {
      title: 'Meaningless alt texts',
      fix: 'Replace file names, camera codes and words like "image" or "photo" with a short description of what the image shows, e.g. alt="Oak dining table with six chairs" instead of alt="IMG_2041.jpg".',
      pass: 'No alt text is a file name, a camera code or just a word like "image" ({count} checked).',
      auto: 'Alt texts that look auto-generated (a file name, a camera code or just a word like "image"): {count}, e.g. "{alt}" on {image}.',
      none: 'The page has no image with an alt text to check.',
    },
    es: {
      title: 'Textos alternativos sin significado',
      fix: 'Sustituye los nombres de archivo, los códigos de cámara y palabras como "imagen" o "foto" por una breve descripción de lo que muestra la imagen, p. ej. alt="Mesa de comedor de roble con seis sillas" en lugar de alt="IMG_2041.jpg".',
      pass: 'Ningún texto alternativo es un nombre de archivo, un código de cámara o solo una palabra como "imagen" ({count, plural, one {# revisado} other {# revisados}}).',
      auto: 'Textos alternativos que parecen generados automáticamente (un nombre de archivo, un código de cámara o solo una palabra como "imagen"): {count}, p. ej. "{alt}" en {image}.',
      none: 'La página no tiene ninguna imagen con texto alternativo que comprobar.',
    },
    fr: {
      title: 'Textes alternatifs sans signification',
      fix: 'Remplacez les noms de fichier, les codes d’appareil photo et les mots comme « image » ou « photo » par une courte description de ce que montre l’image, par ex. alt="Table à manger en chêne avec six chaises" au lieu de alt="IMG_2041.jpg".',
      pass: 'Aucun texte alternatif n’est un nom de fichier, un code d’appareil photo ou un simple mot comme « image » ({count, plural, one {# vérifié} other {# vérifiés}}).',
      auto: 'Textes alternatifs qui semblent générés automatiquement (un nom de fichier, un code d’appareil photo ou un simple mot comme « image ») : {count}, par ex. « {alt} » sur {image}.',
      none: 'La page n’a aucune image avec un texte alternatif à vérifier.',
    },
  },
  fix: altFilenameFix,
});

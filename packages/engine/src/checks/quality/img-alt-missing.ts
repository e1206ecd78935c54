import type { ImageInfo } from '../../artifact.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { contentImages, imageItem, imageRef } from './_images.js';
import { percent } from '../format.js';
import { altListFix, svgTitleFix } from '../../fix/images.js';

/** checks.md: more than half of the content images without alt is critical. */
const CRITICAL_PERCENT = 50;

/** alt=" ": neither a description nor the empty alt="" of a decorative image (axe's alt-space-value fails it). */
const spacesOnly = (img: ImageInfo): boolean => img.alt !== null && img.alt !== '' && img.alt.trim() === '';

/**
 * No text alternative at all, or one of spaces only. alt="" is a deliberate "decorative" and passes; role=img
 * may be named by id. aria-label or title on an <img> names it for screen readers (axe passes it) but is not
 * the alt text Google reads for image search, so it does not count here (the check's fix text says so).
 */
function isMissing(img: ImageInfo): boolean {
  if (spacesOnly(img)) return true;
  if (img.alt !== null) return false;
  return !(img.kind === 'role-img' && img.attrs['aria-labelledby']?.trim());
}

const NOTES: Record<ImageInfo['kind'], string | undefined> = {
  img: undefined,
  input: '<input type="image">',
  'role-img': 'role="img" without aria-label',
};

function noteOf(img: ImageInfo): string | undefined {
  if (spacesOnly(img)) return 'alt=" "';
  if (img.kind === 'img' && (img.attrs['aria-label']?.trim() || img.attrs.title?.trim())) {
    return img.attrs['aria-label']?.trim() ? 'aria-label, no alt' : 'title, no alt';
  }
  return NOTES[img.kind];
}

export default defineCheck({
  id: 'img-alt-missing',
  needs: ['images'],
  run(page) {
    const images = contentImages(page);
    const total = images.length;
    if (total === 0) return notApplicable('none');
    const missing = images.filter(isMissing);
    const first = missing[0];
    if (!first) {
      const decorative = images.filter((img) => img.alt === '').length;
      return pass('pass', { total, decorative }, { value: 0 });
    }
    const share = percent(missing.length, total);
    const values = { missing: missing.length, total, percent: share, image: imageRef(first) };
    const extra = { items: missing.map((img) => imageItem(img, noteOf(img))), value: missing.length };
    return share > CRITICAL_PERCENT ? fail('most', values, extra) : warn('some', values, extra);
  },
  strings: {
    en: {
      title: 'Image alt attributes',
      fix: 'Give every image that carries content an alt attribute describing it in a few words (e.g. alt="Oak dining table with six chairs"); give purely decorative images an empty alt="" so screen readers skip them. An alt of spaces only is neither. Hidden images and role="presentation" images are skipped, as in Lighthouse, and so are 1×1 tracking pixels, which nobody sees and Google does not index as images (Lighthouse asks alt="" of them for screen readers); unlike Lighthouse, an aria-label or title does not replace the alt attribute here, because alt is what Google reads to understand an image.',
      pass: 'Every image has an alt attribute ({total, plural, one {# image} other {# images}}, {decorative} of them marked as decorative with alt="").',
      some: 'Images without an alt attribute: {missing} of {total} ({percent} %), e.g. {image}.',
      most: 'Images without an alt attribute: {missing} of {total} ({percent} %), e.g. {image}. Image search and screen readers cannot tell what most of the images show.',
      none: 'The page has no content images (tracking pixels and hidden images are not counted).',
    },
    es: {
      title: 'Atributos alt de las imágenes',
      fix: 'Da a cada imagen con contenido un atributo alt que la describa en pocas palabras (p. ej. alt="Mesa de comedor de roble con seis sillas"); a las imágenes puramente decorativas, un alt="" vacío para que los lectores de pantalla las omitan. Un alt de solo espacios no es ninguna de las dos cosas. Las imágenes ocultas y las de role="presentation" se omiten, como en Lighthouse, y también los píxeles de seguimiento de 1×1, que nadie ve y que Google no indexa como imágenes (Lighthouse les pide alt="" para los lectores de pantalla); a diferencia de Lighthouse, un aria-label o un title no sustituye aquí al atributo alt, porque alt es lo que Google lee para entender una imagen.',
      pass: 'Todas las imágenes tienen atributo alt ({total, plural, one {# imagen} other {# imágenes}}, {decorative, plural, one {# de ellas marcada} other {# de ellas marcadas}} como decorativas con alt="").',
      some: 'Imágenes sin atributo alt: {missing} de {total} ({percent} %), p. ej. {image}.',
      most: 'Imágenes sin atributo alt: {missing} de {total} ({percent} %), p. ej. {image}. Ni la búsqueda de imágenes ni los lectores de pantalla pueden saber qué muestra la mayoría de las imágenes.',
      none: 'La página no tiene imágenes de contenido (no se cuentan los píxeles de seguimiento ni las imágenes ocultas).',
    },
    fr: {
      title: 'Attributs alt des images',
      fix: 'Donnez à chaque image porteuse de contenu un attribut alt qui la décrit en quelques mots (par ex. alt="Table à manger en chêne avec six chaises") ; donnez aux images purement décoratives un alt="" vide pour que les lecteurs d’écran les ignorent. Un alt fait seulement d’espaces n’est ni l’un ni l’autre. Les images masquées et celles en role="presentation" sont ignorées, comme dans Lighthouse, ainsi que les pixels de suivi de 1×1, que personne ne voit et que Google n’indexe pas comme images (Lighthouse leur demande alt="" pour les lecteurs d’écran) ; contrairement à Lighthouse, un aria-label ou un title ne remplace pas ici l’attribut alt, car alt est ce que Google lit pour comprendre une image.',
      pass: 'Toutes les images ont un attribut alt ({total, plural, one {# image} other {# images}}, dont {decorative, plural, one {# marquée} other {# marquées}} comme décoratives avec alt="").',
      some: 'Images sans attribut alt : {missing} sur {total} ({percent} %), par ex. {image}.',
      most: 'Images sans attribut alt : {missing} sur {total} ({percent} %), par ex. {image}. La recherche d’images et les lecteurs d’écran ne peuvent pas savoir ce que montrent la plupart des images.',
      none: 'La page n’a pas d’images de contenu (les pixels de suivi et les images masquées ne sont pas comptés).',
    },
  },
  // <img>s first; when none lacks alt, the <svg role="img"> without a name get a <title>.
  fix: (ctx) => altListFix(ctx) ?? svgTitleFix(ctx),
});

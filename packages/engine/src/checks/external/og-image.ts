import { ogImageTag, socialTag } from '../../gather/site/social-tags.js';
import { clip } from '../format.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { dimensions, FACTS_MISSING, factsMissing, imageNote, megabytes, statusFact } from './_social.js';
import { noted } from '../../i18n/notes.js';
import { socialFix } from '../../fix/social.js';

/** Facebook's limit; larger files are not shown in previews. */
const MAX_BYTES = 8 * 1024 * 1024;

export default defineCheck({
  id: 'og-image',
  needs: ['metas', 'doc'],
  reads: ['site'],
  run(page) {
    const tag = ogImageTag(page);
    if (!tag) return fail('missing', {}, { value: null });
    const about = (note: string): CheckItem => ({ value: tag.href, note, line: tag.line });
    if (tag.url === null) {
      return fail('invalidUrl', { value: clip(tag.href) }, { items: [about('not an http(s) URL')] });
    }
    const social = page.site?.social;
    if (!social) return factsMissing(page);
    const img = social.ogImage;
    if (!img || img.url !== tag.url || img.error === 'SKIPPED')
      return notApplicable('notFetched', { url: tag.url });

    const url = img.url;
    const extra = { items: [about(imageNote(img))], value: img.status };
    if (img.status === null) return fail('unreachable', { url, error: img.error ?? 'NO_RESPONSE' }, extra);
    if (img.status !== 200) return fail('status', { url, status: statusFact(img) }, extra);
    if (!img.contentType?.startsWith('image/')) {
      return fail('notImage', { url, type: img.contentType ?? '—' }, extra);
    }
    if (img.bytes !== null && img.bytes > MAX_BYTES) {
      return fail('tooLarge', { url, mb: megabytes(img.bytes) }, extra);
    }
    const { width, height } = img;
    if (width === null || height === null) return warn('unmeasured', { url }, extra);
    const size = dimensions(img);
    if (width < 200 || height < 200) return fail('tiny', { url, size }, extra);

    const alt = socialTag(page, 'og:image:alt') !== null;
    const items = [about(`${imageNote(img)}${tag.absolute ? '' : ', relative URL'}`)];
    if (!alt) items.push({ value: 'og:image:alt', ...noted('missing'), line: null });
    const large = width >= 1200 && height >= 630;
    const values = { url, size };
    if (!large) {
      const key = width >= 600 && height >= 315 ? 'small' : 'thumbnail';
      return warn(alt ? key : `${key}NoAlt`, values, { items, value: size });
    }
    // Checked only for an otherwise good image: a size problem is the message that matters more.
    if (!tag.absolute) return warn('relative', { ...values, value: clip(tag.href) }, { items, value: size });
    if (!alt) return warn('noAlt', values, { items, value: size });
    return pass('pass', { ...values, mb: megabytes(img.bytes ?? 0) }, { value: size });
  },
  strings: {
    en: {
      title: 'Open Graph image',
      fix: 'Set <meta property="og:image"> to the full https:// URL of a JPEG or PNG of 1200×630 px (1.91:1) under 8 MB that answers 200 with an image Content-Type, and describe it in <meta property="og:image:alt">.',
      pass: 'The og:image {url} answers 200, is {size} px ({mb} MB) and has an og:image:alt.',
      missing: 'The page has no og:image; shared links show no picture or one the platform picks.',
      invalidUrl: 'The og:image "{value}" is not an http(s) URL, so no platform can load it.',
      notFetched: 'The og:image {url} was not fetched in this audit, so its status and size are unknown.',
      unreachable: 'The og:image {url} could not be fetched ({error}); previews show no image.',
      status: 'The og:image {url} answers {status} instead of 200; previews show no image.',
      notImage: 'The og:image {url} is not served as an image (Content-Type: {type}).',
      tooLarge: 'The og:image {url} weighs {mb} MB, over the 8 MB platforms accept.',
      tiny: 'The og:image {url} is only {size} px; platforms ignore images under 200×200 px.',
      unmeasured:
        'The og:image {url} answers 200, but its pixel size could not be read from the file; make sure it is at least 1200×630 px.',
      small: 'The og:image {url} is {size} px, below the 1200×630 px of large previews.',
      smallNoAlt:
        'The og:image {url} is {size} px, below the 1200×630 px of large previews, and has no og:image:alt.',
      thumbnail:
        'The og:image {url} is {size} px, below 600×315 px: platforms show it as a small thumbnail, not a large preview.',
      thumbnailNoAlt:
        'The og:image {url} is {size} px, below 600×315 px: platforms show it as a small thumbnail, not a large preview. It also has no og:image:alt.',
      relative:
        'The og:image "{value}" is a relative URL; it works here ({url}, {size} px), but scrapers expect a full https:// URL.',
      noAlt: 'The og:image {url} ({size} px) has no og:image:alt describing it for screen-reader users.',
      ...FACTS_MISSING.en,
    },
    es: {
      title: 'Imagen Open Graph',
      fix: 'Pon en <meta property="og:image"> la URL https:// completa de un JPEG o PNG de 1200×630 px (1,91:1) de menos de 8 MB que responda 200 con un Content-Type de imagen, y descríbela en <meta property="og:image:alt">.',
      pass: 'La og:image {url} responde 200, mide {size} px ({mb} MB) y tiene og:image:alt.',
      missing:
        'La página no tiene og:image; los enlaces compartidos no muestran imagen o muestran una elegida por la plataforma.',
      invalidUrl: 'La og:image "{value}" no es una URL http(s), así que ninguna plataforma puede cargarla.',
      notFetched:
        'La og:image {url} no se obtuvo en esta auditoría, así que se desconocen su estado y su tamaño.',
      unreachable: 'No se pudo obtener la og:image {url} ({error}); las vistas previas no muestran imagen.',
      status: 'La og:image {url} responde {status} en lugar de 200; las vistas previas no muestran imagen.',
      notImage: 'La og:image {url} no se sirve como imagen (Content-Type: {type}).',
      tooLarge: 'La og:image {url} pesa {mb} MB, más de los 8 MB que aceptan las plataformas.',
      tiny: 'La og:image {url} mide solo {size} px; las plataformas ignoran imágenes de menos de 200×200 px.',
      unmeasured:
        'La og:image {url} responde 200, pero no se pudo leer su tamaño en píxeles del archivo; asegúrate de que mide al menos 1200×630 px.',
      small: 'La og:image {url} mide {size} px, menos de los 1200×630 px de las vistas previas grandes.',
      smallNoAlt:
        'La og:image {url} mide {size} px, menos de los 1200×630 px de las vistas previas grandes, y no tiene og:image:alt.',
      thumbnail:
        'La og:image {url} mide {size} px, menos de 600×315 px: las plataformas la muestran como miniatura, no como vista previa grande.',
      thumbnailNoAlt:
        'La og:image {url} mide {size} px, menos de 600×315 px: las plataformas la muestran como miniatura, no como vista previa grande. Además no tiene og:image:alt.',
      relative:
        'La og:image "{value}" es una URL relativa; aquí funciona ({url}, {size} px), pero los rastreadores esperan una URL https:// completa.',
      noAlt:
        'La og:image {url} ({size} px) no tiene og:image:alt que la describa para usuarios de lectores de pantalla.',
      ...FACTS_MISSING.es,
    },
    fr: {
      title: 'Image Open Graph',
      fix: 'Indiquez dans <meta property="og:image"> l’URL https:// complète d’un JPEG ou PNG de 1200×630 px (1,91:1) de moins de 8 Mo qui répond 200 avec un Content-Type d’image, et décrivez-la dans <meta property="og:image:alt">.',
      pass: 'L’og:image {url} répond 200, mesure {size} px ({mb} Mo) et a un og:image:alt.',
      missing:
        'La page n’a pas d’og:image ; les liens partagés n’affichent aucune image ou une image choisie par la plateforme.',
      invalidUrl: 'L’og:image « {value} » n’est pas une URL http(s) : aucune plateforme ne peut la charger.',
      notFetched:
        'L’og:image {url} n’a pas été récupérée lors de cet audit : son statut et sa taille sont inconnus.',
      unreachable:
        'L’og:image {url} n’a pas pu être récupérée ({error}) ; les aperçus n’affichent pas d’image.',
      status: 'L’og:image {url} répond {status} au lieu de 200 ; les aperçus n’affichent pas d’image.',
      notImage: 'L’og:image {url} n’est pas servie comme une image (Content-Type : {type}).',
      tooLarge: 'L’og:image {url} pèse {mb} Mo, au-delà des 8 Mo acceptés par les plateformes.',
      tiny: 'L’og:image {url} ne mesure que {size} px ; les plateformes ignorent les images de moins de 200×200 px.',
      unmeasured:
        'L’og:image {url} répond 200, mais sa taille en pixels n’a pas pu être lue dans le fichier ; vérifiez qu’elle mesure au moins 1200×630 px.',
      small: 'L’og:image {url} mesure {size} px, moins que les 1200×630 px des grands aperçus.',
      smallNoAlt:
        'L’og:image {url} mesure {size} px, moins que les 1200×630 px des grands aperçus, et n’a pas d’og:image:alt.',
      thumbnail:
        'L’og:image {url} mesure {size} px, moins de 600×315 px : les plateformes l’affichent en petite vignette, pas en grand aperçu.',
      thumbnailNoAlt:
        'L’og:image {url} mesure {size} px, moins de 600×315 px : les plateformes l’affichent en petite vignette, pas en grand aperçu. Elle n’a pas non plus d’og:image:alt.',
      relative:
        'L’og:image « {value} » est une URL relative ; elle fonctionne ici ({url}, {size} px), mais les robots attendent une URL https:// complète.',
      noAlt:
        'L’og:image {url} ({size} px) n’a pas d’og:image:alt qui la décrive pour les utilisateurs de lecteurs d’écran.',
      ...FACTS_MISSING.fr,
    },
  },
  fix: socialFix,
});

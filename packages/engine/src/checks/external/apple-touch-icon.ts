import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { dimensions, FACTS_MISSING, factsMissing, iconVerdict, statusFact } from './_social.js';

export default defineCheck({
  id: 'apple-touch-icon',
  needs: ['links'],
  reads: ['site'],
  run(page) {
    const social = page.site?.social;
    if (!social) return factsMissing(page);
    const { usable, failed, items, skipped } = iconVerdict(social.appleTouchIcon);
    if (skipped) return notApplicable('notFetched');
    const [first] = failed;
    if (!usable) {
      if (!first) return notApplicable('notFetched');
      const values = { url: first.url, status: statusFact(first) };
      const declared = social.appleTouchIcon.declared.length > 0;
      return warn(declared ? 'broken' : 'missing', values, { items, value: null });
    }

    const url = usable.url;
    const extra = { items, value: url };
    // iOS only uses PNG touch icons; the format is read from the bytes, whatever the Content-Type says.
    if (usable.format !== 'png') {
      return warn('notPng', { url, format: usable.format ?? usable.contentType ?? '—' }, extra);
    }
    if (usable.width === null || usable.height === null) return warn('unmeasured', { url }, extra);
    const size = dimensions(usable);
    if (usable.width < 180 || usable.height < 180) return warn('small', { url, size }, extra);
    return pass(usable.source === 'default' ? 'passDefault' : 'pass', { url, size }, extra);
  },
  strings: {
    en: {
      title: 'Apple touch icon',
      fix: 'Add <link rel="apple-touch-icon" href="/apple-touch-icon.png"> to <head>, pointing to an opaque square PNG of 180×180 px that answers 200.',
      pass: 'The page declares the Apple touch icon {url}: a {size} px PNG that answers 200.',
      passDefault:
        'The page declares no apple-touch-icon, but the conventional {url} answers 200 with a {size} px PNG.',
      missing:
        'The page declares no <link rel="apple-touch-icon">, and {url} answers {status}; iOS home-screen bookmarks show a screenshot instead.',
      broken: 'The declared Apple touch icon {url} answers {status}, and no fallback was found.',
      notPng: 'The Apple touch icon {url} is {format}, not PNG; iOS may not use it.',
      unmeasured:
        'The Apple touch icon {url} answers 200, but its pixel size could not be read from the file.',
      small: 'The Apple touch icon {url} is only {size} px; iOS needs 180×180 px and upscales smaller icons.',
      notFetched:
        'The Apple touch icon was not fetched in this audit (time budget), so it is unknown whether one exists.',
      ...FACTS_MISSING.en,
    },
    es: {
      title: 'Icono táctil de Apple',
      fix: 'Añade <link rel="apple-touch-icon" href="/apple-touch-icon.png"> en <head>, apuntando a un PNG cuadrado y opaco de 180×180 px que responda 200.',
      pass: 'La página declara el icono táctil de Apple {url}: un PNG de {size} px que responde 200.',
      passDefault:
        'La página no declara apple-touch-icon, pero el convencional {url} responde 200 con un PNG de {size} px.',
      missing:
        'La página no declara <link rel="apple-touch-icon"> y {url} responde {status}; los accesos directos de iOS muestran una captura en su lugar.',
      broken: 'El icono táctil de Apple declarado {url} responde {status} y no se encontró alternativa.',
      notPng: 'El icono táctil de Apple {url} es {format}, no PNG; puede que iOS no lo use.',
      unmeasured:
        'El icono táctil de Apple {url} responde 200, pero no se pudo leer su tamaño en píxeles del archivo.',
      small:
        'El icono táctil de Apple {url} mide solo {size} px; iOS necesita 180×180 px y amplía los iconos más pequeños.',
      notFetched:
        'El icono táctil de Apple no se obtuvo en esta auditoría (límite de tiempo), así que no se sabe si existe.',
      ...FACTS_MISSING.es,
    },
    fr: {
      title: 'Icône tactile Apple',
      fix: 'Ajoutez <link rel="apple-touch-icon" href="/apple-touch-icon.png"> dans <head>, vers un PNG carré et opaque de 180×180 px qui répond 200.',
      pass: 'La page déclare l’icône tactile Apple {url} : un PNG de {size} px qui répond 200.',
      passDefault:
        'La page ne déclare pas d’apple-touch-icon, mais le fichier conventionnel {url} répond 200 avec un PNG de {size} px.',
      missing:
        'La page ne déclare pas de <link rel="apple-touch-icon"> et {url} répond {status} ; les raccourcis iOS affichent une capture à la place.',
      broken:
        'L’icône tactile Apple déclarée {url} répond {status}, et aucune solution de repli n’a été trouvée.',
      notPng:
        'L’icône tactile Apple {url} est au format {format}, pas PNG ; iOS risque de ne pas l’utiliser.',
      unmeasured:
        'L’icône tactile Apple {url} répond 200, mais sa taille en pixels n’a pas pu être lue dans le fichier.',
      small:
        'L’icône tactile Apple {url} ne mesure que {size} px ; iOS demande 180×180 px et agrandit les icônes plus petites.',
      notFetched:
        'L’icône tactile Apple n’a pas été récupérée lors de cet audit (limite de temps) : on ne sait pas si elle existe.',
      ...FACTS_MISSING.fr,
    },
  },
});

import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import {
  dimensions,
  FACTS_MISSING,
  factsMissing,
  iconVerdict,
  isSvg,
  squareAtLeast,
  statusFact,
} from './_social.js';

export default defineCheck({
  id: 'favicon',
  needs: ['links'],
  reads: ['site'],
  run(page) {
    const social = page.site?.social;
    if (!social) return factsMissing(page);
    const { usable, failed, items, skipped } = iconVerdict(social.favicon);
    const declared = social.favicon.declared.length;
    if (skipped) return notApplicable('notFetched');
    const [first] = failed;
    if (!usable) {
      if (!first) return notApplicable('notFetched');
      const values = { url: first.url, status: statusFact(first), count: failed.length };
      return fail(declared ? 'none' : 'noneDeclared', values, { items, value: null });
    }

    const url = usable.url;
    if (usable.source === 'default') {
      if (!first) return warn('implicit', { url }, { items, value: url });
      return warn(
        'implicitBroken',
        { url, broken: first.url, status: statusFact(first) },
        { items, value: url },
      );
    }
    // Broken declared candidates tried before the usable one are listed even on a pass.
    const extra = { items, value: url };
    if (!usable.contentType?.startsWith('image/')) {
      return warn('wrongType', { url, type: usable.contentType ?? '—' }, extra);
    }
    if (isSvg(usable)) return pass('passSvg', { url }, extra);
    if (usable.width === null) return warn('unmeasured', { url }, extra);
    const size = dimensions(usable);
    if (usable.width !== usable.height) return warn('notSquare', { url, size }, extra);
    if (!squareAtLeast(usable, 48)) return warn('small', { url, size }, extra);
    return pass('pass', { url, size }, extra);
  },
  strings: {
    en: {
      title: 'Favicon',
      fix: 'Declare <link rel="icon" href="/favicon.svg" type="image/svg+xml"> or a square PNG/ICO of 48×48 px or a multiple (96, 144, 192) in <head>, and make sure it answers 200 with an image Content-Type.',
      pass: 'The page declares the favicon {url}: a square {size} px image that answers 200.',
      passSvg: 'The page declares the favicon {url}: a scalable SVG that answers 200.',
      none: 'No reachable favicon: {url} answers {status} ({count, plural, one {# URL tried} other {# URLs tried}}); search results show a generic globe.',
      noneDeclared:
        'The page declares no <link rel="icon">, and {url} answers {status}; search results show a generic globe.',
      implicit: 'The page declares no <link rel="icon">; only the implicit {url} is found.',
      implicitBroken: 'The declared favicon {broken} answers {status}; only the implicit {url} is found.',
      wrongType: 'The favicon {url} is an image, but it is served with Content-Type {type}.',
      unmeasured: 'The favicon {url} answers 200, but its pixel size could not be read from the file.',
      notSquare: 'The favicon {url} is {size} px, not square; Google needs a square icon.',
      small: 'The favicon {url} is only {size} px; Google asks for at least 48×48 px.',
      notFetched:
        'The favicon was not fetched in this audit (time budget), so it is unknown whether one exists.',
      ...FACTS_MISSING.en,
    },
    es: {
      title: 'Favicon',
      fix: 'Declara <link rel="icon" href="/favicon.svg" type="image/svg+xml"> o un PNG/ICO cuadrado de 48×48 px o un múltiplo (96, 144, 192) en <head>, y asegúrate de que responde 200 con un Content-Type de imagen.',
      pass: 'La página declara el favicon {url}: una imagen cuadrada de {size} px que responde 200.',
      passSvg: 'La página declara el favicon {url}: un SVG escalable que responde 200.',
      none: 'No hay favicon accesible: {url} responde {status} ({count, plural, one {# URL probada} other {# URL probadas}}); los resultados de búsqueda muestran un globo genérico.',
      noneDeclared:
        'La página no declara <link rel="icon"> y {url} responde {status}; los resultados de búsqueda muestran un globo genérico.',
      implicit: 'La página no declara <link rel="icon">; solo se encuentra el implícito {url}.',
      implicitBroken:
        'El favicon declarado {broken} responde {status}; solo se encuentra el implícito {url}.',
      wrongType: 'El favicon {url} es una imagen, pero se sirve con Content-Type {type}.',
      unmeasured: 'El favicon {url} responde 200, pero no se pudo leer su tamaño en píxeles del archivo.',
      notSquare: 'El favicon {url} mide {size} px y no es cuadrado; Google necesita un icono cuadrado.',
      small: 'El favicon {url} mide solo {size} px; Google pide al menos 48×48 px.',
      notFetched:
        'El favicon no se obtuvo en esta auditoría (límite de tiempo), así que no se sabe si existe.',
      ...FACTS_MISSING.es,
    },
    fr: {
      title: 'Favicon',
      fix: 'Déclarez <link rel="icon" href="/favicon.svg" type="image/svg+xml"> ou un PNG/ICO carré de 48×48 px ou d’un multiple (96, 144, 192) dans <head>, et vérifiez qu’il répond 200 avec un Content-Type d’image.',
      pass: 'La page déclare le favicon {url} : une image carrée de {size} px qui répond 200.',
      passSvg: 'La page déclare le favicon {url} : un SVG vectoriel qui répond 200.',
      none: 'Aucun favicon accessible : {url} répond {status} ({count, plural, one {# URL essayée} other {# URL essayées}}) ; les résultats de recherche affichent un globe générique.',
      noneDeclared:
        'La page ne déclare pas de <link rel="icon"> et {url} répond {status} ; les résultats de recherche affichent un globe générique.',
      implicit: 'La page ne déclare pas de <link rel="icon"> ; seul le favicon implicite {url} est trouvé.',
      implicitBroken:
        'Le favicon déclaré {broken} répond {status} ; seul le favicon implicite {url} est trouvé.',
      wrongType: 'Le favicon {url} est une image, mais il est servi avec le Content-Type {type}.',
      unmeasured:
        'Le favicon {url} répond 200, mais sa taille en pixels n’a pas pu être lue dans le fichier.',
      notSquare: 'Le favicon {url} mesure {size} px et n’est pas carré ; Google exige une icône carrée.',
      small: 'Le favicon {url} ne mesure que {size} px ; Google demande au moins 48×48 px.',
      notFetched:
        'Le favicon n’a pas été récupéré lors de cet audit (limite de temps) : on ne sait pas s’il existe.',
      ...FACTS_MISSING.fr,
    },
  },
});

import { clip } from '../format.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { distinctCodes, isXDefault } from './_hreflang.js';
import { hreflangFix } from '../../fix/hreflang.js';

export default defineCheck({
  id: 'hreflang-x-default',
  needs: ['hreflang'],
  run(page) {
    if (page.hreflang.length === 0) return notApplicable('none');
    const versions = distinctCodes(page.hreflang.filter((e) => !isXDefault(e.lang)));
    const codes = clip(versions.join(', '), 120);
    const fallback = page.hreflang.find((e) => isXDefault(e.lang));
    if (versions.length === 0) return notApplicable('onlyDefault');
    // With a single version there is nothing to choose between: the fallback would be that version.
    if (versions.length < 2) return notApplicable('single', { codes });
    if (fallback) {
      const url = fallback.url ?? (fallback.href.trim() || '(empty)');
      return pass('pass', { url, count: versions.length }, { value: true });
    }
    return warn('missing', { count: versions.length, codes }, { value: false });
  },
  strings: {
    en: {
      title: 'hreflang x-default',
      fix: 'Add <link rel="alternate" hreflang="x-default" href="…"> to every version of the page, pointing to the version for visitors whose language matches none of the others (often a language selector or the international English page).',
      pass: 'The hreflang set has an x-default fallback, {url}, for its {count, plural, one {# language version} other {# language versions}}.',
      none: 'The page declares no hreflang alternates.',
      onlyDefault: 'The hreflang set of the page has only x-default and no language version.',
      single:
        'The page declares a single hreflang version ({codes}); x-default matters from two versions on.',
      missing:
        'The page declares {count, plural, one {# hreflang version} other {# hreflang versions}} ({codes}) but no x-default for visitors whose language matches none of them.',
    },
    es: {
      title: 'hreflang x-default',
      fix: 'Añade <link rel="alternate" hreflang="x-default" href="…"> a cada versión de la página, apuntando a la versión para visitantes cuyo idioma no coincide con ninguna otra (a menudo un selector de idioma o la página internacional en inglés).',
      pass: 'El conjunto hreflang tiene una alternativa x-default, {url}, para {count, plural, one {su # versión de idioma} other {sus # versiones de idioma}}.',
      none: 'La página no declara alternativas hreflang.',
      onlyDefault: 'El conjunto hreflang de la página solo tiene x-default y ninguna versión de idioma.',
      single:
        'La página declara una sola versión hreflang ({codes}); x-default importa a partir de dos versiones.',
      missing:
        'La página declara {count, plural, one {# versión hreflang} other {# versiones hreflang}} ({codes}) pero ningún x-default para visitantes cuyo idioma no coincide con ninguna.',
    },
    fr: {
      title: 'hreflang x-default',
      fix: 'Ajoutez <link rel="alternate" hreflang="x-default" href="…"> à chaque version de la page, vers la version destinée aux visiteurs dont la langue ne correspond à aucune autre (souvent un sélecteur de langue ou la page internationale en anglais).',
      pass: 'L’ensemble hreflang a une version par défaut x-default, {url}, pour {count, plural, one {sa # version linguistique} other {ses # versions linguistiques}}.',
      none: 'La page ne déclare aucune alternative hreflang.',
      onlyDefault: 'L’ensemble hreflang de la page n’a que x-default et aucune version linguistique.',
      single:
        'La page déclare une seule version hreflang ({codes}) ; x-default compte à partir de deux versions.',
      missing:
        'La page déclare {count, plural, one {# version hreflang} other {# versions hreflang}} ({codes}) mais aucun x-default pour les visiteurs dont la langue ne correspond à aucune d’elles.',
    },
  },
  fix: hreflangFix,
});

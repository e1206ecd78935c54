import { defineCheck, fail, pass, warn, type CheckItem } from '../types.js';
import {
  allRobotsGroups,
  IMAGE_PREVIEW_LARGE,
  imagePreviewRank,
  isIndexable,
  isMajorCrawler,
  numericLimit,
  robotsTag,
  type RobotsDirective,
  type RobotsGroup,
} from '../../gather/robots-directives.js';
import { robotsItem } from './_robots.js';
import { noted } from '../../i18n/notes.js';
import { robotsMetaFix } from '../../fix/robots-meta.js';

const CONTROLS = ['nosnippet', 'max-snippet', 'max-image-preview'];
/** Google's guidance: a snippet shorter than this is too short to describe the page. */
const MIN_SNIPPET = 50;

interface Control {
  group: RobotsGroup;
  directive: RobotsDirective;
}

const textOf = (controls: Control[]): string =>
  [...new Set(controls.map((c) => c.directive.text))].join(', ');

function removesSnippet({ directive: d }: Control): boolean {
  return d.name === 'nosnippet' || (d.name === 'max-snippet' && numericLimit(d) === 0);
}

function limitsPreview({ directive: d }: Control): boolean {
  if (d.name === 'max-snippet') return numericLimit(d) > 0 && numericLimit(d) < MIN_SNIPPET;
  return d.name === 'max-image-preview' && imagePreviewRank(d) < IMAGE_PREVIEW_LARGE;
}

export default defineCheck({
  id: 'robots-snippet-controls',
  needs: ['metas', 'fetch', 'nosnippetCount'],
  run(page) {
    // Scoped to what Google and Bing obey: generic, googlebot and bingbot directives, meta and header.
    const controls: Control[] = allRobotsGroups(page)
      .filter((g) => isMajorCrawler(g.agent))
      .flatMap((group) =>
        group.directives.filter((d) => CONTROLS.includes(d.name)).map((directive) => ({ group, directive })),
      );
    const dataItems: CheckItem[] =
      page.nosnippetCount > 0
        ? [{ value: 'data-nosnippet', ...noted('elements', { count: page.nosnippetCount }) }]
        : [];

    const removing = controls.filter(removesSnippet);
    const limiting = controls.filter(limitsPreview);
    const offending = [...removing, ...limiting];
    const items = [...offending.map((c) => robotsItem(c.group, c.directive.text)), ...dataItems];
    if (offending.length > 0 && !isIndexable(page)) {
      return pass('noindexed', { directives: textOf(offending) }, { items });
    }
    const firstRemoving = removing[0];
    if (firstRemoving !== undefined) {
      const values = { directive: firstRemoving.directive.text, where: robotsTag(firstRemoving.group) };
      return fail('nosnippet', values, { items, value: firstRemoving.directive.text.toLowerCase() });
    }
    const firstLimiting = limiting[0];
    if (firstLimiting !== undefined) {
      const directives = textOf(limiting);
      return warn(
        'limited',
        { directives, where: robotsTag(firstLimiting.group) },
        { items, value: directives.toLowerCase() },
      );
    }
    if (page.nosnippetCount > 0) {
      return pass('dataNosnippet', { count: page.nosnippetCount }, { items: dataItems });
    }
    if (controls.length > 0) return pass('allowed', { directives: textOf(controls) });
    return pass('none');
  },
  strings: {
    en: {
      title: 'Snippet and preview controls',
      fix: 'Remove nosnippet and max-snippet:0 from pages that should show a text snippet, raise max-snippet to at least 50 (or -1 for no limit) and use max-image-preview:large; wrap only the passages to hide in data-nosnippet.',
      none: 'No nosnippet, max-snippet or max-image-preview directive limits the search snippet.',
      allowed: 'The snippet controls ({directives}) allow a full text snippet and large image previews.',
      dataNosnippet:
        '{count, plural, one {# element is} other {# elements are}} kept out of snippets with data-nosnippet; no page-level directive limits the snippet.',
      noindexed:
        'The page is not indexable (noindex), so its snippet controls ({directives}) have no visible effect.',
      limited: 'The page limits its search preview with {directives} ({where}).',
      nosnippet:
        'The page forbids a text snippet in search results and AI answers: "{directive}" in {where}.',
    },
    es: {
      title: 'Controles de fragmento y vista previa',
      fix: 'Quita nosnippet y max-snippet:0 de las páginas que deban mostrar un fragmento de texto, sube max-snippet a 50 como mínimo (o -1 para no limitarlo) y usa max-image-preview:large; envuelve en data-nosnippet solo los pasajes que quieras ocultar.',
      none: 'Ninguna directiva nosnippet, max-snippet o max-image-preview limita el fragmento de búsqueda.',
      allowed:
        'Los controles de fragmento ({directives}) permiten un fragmento de texto completo y vistas previas de imagen grandes.',
      dataNosnippet:
        '{count, plural, one {# elemento queda} other {# elementos quedan}} fuera de los fragmentos con data-nosnippet; ninguna directiva de página limita el fragmento.',
      noindexed:
        'La página no es indexable (noindex), así que sus controles de fragmento ({directives}) no tienen efecto visible.',
      limited: 'La página limita su vista previa en los resultados con {directives} ({where}).',
      nosnippet:
        'La página prohíbe el fragmento de texto en los resultados de búsqueda y en las respuestas de IA: "{directive}" en {where}.',
    },
    fr: {
      title: 'Contrôle des extraits et aperçus',
      fix: 'Retirez nosnippet et max-snippet:0 des pages qui doivent afficher un extrait, portez max-snippet à 50 au moins (ou -1 pour aucune limite) et utilisez max-image-preview:large ; n’entourez de data-nosnippet que les passages à masquer.',
      none: 'Aucune directive nosnippet, max-snippet ou max-image-preview ne limite l’extrait de recherche.',
      allowed:
        'Les contrôles d’extrait ({directives}) autorisent un extrait complet et de grands aperçus d’image.',
      dataNosnippet:
        '{count, plural, one {# élément est exclu} other {# éléments sont exclus}} des extraits par data-nosnippet ; aucune directive au niveau de la page ne limite l’extrait.',
      noindexed:
        'La page n’est pas indexable (noindex) : ses contrôles d’extrait ({directives}) n’ont pas d’effet visible.',
      limited: 'La page limite son aperçu dans les résultats avec {directives} ({where}).',
      nosnippet:
        'La page interdit l’extrait textuel dans les résultats de recherche et les réponses d’IA : « {directive} » dans {where}.',
    },
  },
  fix: robotsMetaFix,
});

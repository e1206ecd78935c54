import { defineCheck, fail, pass, warn } from '../types.js';
import {
  blocksIndexing,
  findDirectives,
  IMAGE_PREVIEW_LARGE,
  imagePreviewRank,
  isMajorCrawler,
  metaRobotsGroups,
  numericLimit,
  robotsTag,
  type RobotsDirective,
  type RobotsGroup,
} from '../../gather/robots-directives.js';
import { robotsItem } from './_robots.js';
import { robotsMetaFix } from '../../fix/robots-meta.js';

/** Flags that take something away from a crawler; `none` and Bing's `nocache` are spelled out. */
const RESTRICTIVE = new Set(['noindex', 'nofollow', 'noarchive', 'nosnippet', 'noimageindex', 'notranslate']);
const ALIASES: Record<string, string[]> = { none: ['noindex', 'nofollow'], nocache: ['noarchive'] };

const flagsOf = (d: RobotsDirective): string[] => ALIASES[d.name] ?? [d.name];

/** The directives of a crawler-specific tag that restrict more than the generic robots tags do. */
function stricter(specific: RobotsDirective[], generic: RobotsDirective[]): string[] {
  const genericFlags = new Set(generic.flatMap(flagsOf));
  // Several generic values combine to the most restrictive one, as Google does.
  const genericValue = (name: string, measure: (d: RobotsDirective) => number, unset: number): number =>
    Math.min(unset, ...generic.filter((g) => g.name === name).map(measure));
  return specific
    .filter((d) => {
      if (flagsOf(d).some((f) => RESTRICTIVE.has(f) && !genericFlags.has(f))) return true;
      if (d.name === 'max-snippet' || d.name === 'max-video-preview') {
        return numericLimit(d) < genericValue(d.name, numericLimit, Infinity);
      }
      if (d.name === 'max-image-preview') {
        return imagePreviewRank(d) < genericValue(d.name, imagePreviewRank, IMAGE_PREVIEW_LARGE);
      }
      return d.name === 'unavailable_after' && !generic.some((g) => g.name === d.name);
    })
    .map((d) => d.text);
}

interface Finding {
  group: RobotsGroup;
  /** googlebot/bingbot told noindex or none. */
  blocks: boolean;
  directives: string[];
}

export default defineCheck({
  id: 'robots-bot-specific',
  needs: ['metas'],
  run(page) {
    const metas = metaRobotsGroups(page);
    const specific = metas.filter((g) => g.agent !== null);
    if (specific.length === 0) return pass('absent');
    const generic = metas.filter((g) => g.agent === null).flatMap((g) => g.directives);

    const findings: Finding[] = specific
      .map((group) => {
        const blocks = isMajorCrawler(group.agent) && blocksIndexing(group);
        const own = blocks ? findDirectives(group, 'noindex', 'none').map((d) => d.text) : [];
        return { group, blocks, directives: [...new Set([...own, ...stricter(group.directives, generic)])] };
      })
      .filter((f) => f.directives.length > 0);
    const items = findings.map((f) => robotsItem(f.group, f.directives.join(', ')));

    const blocking = findings.find((f) => f.blocks);
    if (blocking) {
      const values = { tag: robotsTag(blocking.group), agent: blocking.group.agent ?? '' };
      return fail('noindex', values, { items, value: findings.length });
    }
    const first = findings[0];
    if (first) {
      const values = {
        tag: robotsTag(first.group),
        agent: first.group.agent ?? '',
        directives: first.directives.join(', '),
      };
      return warn('stricter', values, { items, value: findings.length });
    }
    return pass('consistent', { names: [...new Set(specific.map((g) => g.metaName ?? ''))].join(', ') });
  },
  strings: {
    en: {
      title: 'Crawler-specific robots tags',
      fix: 'Remove noindex/none from <meta name="googlebot"> and <meta name="bingbot">, and keep crawler-specific tags in line with <meta name="robots"> unless one crawler really must be treated differently.',
      absent: 'The page has no crawler-specific robots meta tags (googlebot, bingbot…).',
      consistent:
        'The crawler-specific robots tags ({names}) are no stricter than the generic robots meta tag.',
      stricter: '{tag} restricts {agent} more than the generic robots meta tag does: {directives}.',
      noindex: '{tag} tells {agent} not to index the page, whatever the generic robots meta tag says.',
    },
    es: {
      title: 'Etiquetas robots por rastreador',
      fix: 'Quita noindex/none de <meta name="googlebot"> y <meta name="bingbot">, y mantén las etiquetas por rastreador en línea con <meta name="robots"> salvo que un rastreador deba tratarse de verdad de otra forma.',
      absent: 'La página no tiene etiquetas meta robots específicas de un rastreador (googlebot, bingbot…).',
      consistent:
        'Las etiquetas robots específicas ({names}) no son más restrictivas que la etiqueta meta robots genérica.',
      stricter: '{tag} restringe a {agent} más que la etiqueta meta robots genérica: {directives}.',
      noindex:
        '{tag} indica a {agent} que no indexe la página, diga lo que diga la etiqueta meta robots genérica.',
    },
    fr: {
      title: 'Balises robots par robot d’exploration',
      fix: 'Retirez noindex/none de <meta name="googlebot"> et <meta name="bingbot">, et alignez les balises propres à un robot sur <meta name="robots">, sauf si un robot doit vraiment être traité différemment.',
      absent: 'La page n’a pas de balise meta robots propre à un robot (googlebot, bingbot…).',
      consistent:
        'Les balises robots propres à un robot ({names}) ne sont pas plus restrictives que la balise meta robots générique.',
      stricter: '{tag} restreint {agent} davantage que la balise meta robots générique : {directives}.',
      noindex:
        '{tag} demande à {agent} de ne pas indexer la page, quoi que dise la balise meta robots générique.',
    },
  },
  fix: robotsMetaFix,
});

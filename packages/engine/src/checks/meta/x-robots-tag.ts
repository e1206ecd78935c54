import { headerValues } from '../../artifact.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import {
  findDirectives,
  headerRobotsGroups,
  isMajorCrawler,
  type RobotsGroup,
} from '../../gather/robots-directives.js';
import { robotsItem } from './_robots.js';
import { xRobotsTagFix } from '../../fix/robots-meta.js';

const BLOCKING = ['noindex', 'none'];
/** nocache is Bing's name for noarchive. */
const LIMITING = ['nofollow', 'noarchive', 'nocache', 'nosnippet'];

const texts = (groups: RobotsGroup[], names: string[]): string[] => [
  ...new Set(groups.flatMap((g) => findDirectives(g, ...names).map((d) => d.text))),
];

export default defineCheck({
  id: 'x-robots-tag',
  needs: ['fetch'],
  run(page) {
    const values = headerValues(page, 'x-robots-tag');
    if (values.length === 0) return pass('absent');
    const groups = headerRobotsGroups(page);
    const restrictive = (g: RobotsGroup): boolean => findDirectives(g, ...BLOCKING, ...LIMITING).length > 0;
    const counted = groups.filter((g) => isMajorCrawler(g.agent) && restrictive(g));
    // Directives scoped to other crawlers do not decide Google/Bing indexing: listed, not scored.
    const others = groups.filter((g) => !isMajorCrawler(g.agent) && restrictive(g));
    const items = [
      ...counted.map((g) => robotsItem(g, texts([g], [...BLOCKING, ...LIMITING]).join(', '))),
      ...others.map((g) => robotsItem(g, `${g.agent ?? ''} only, not scored`)),
    ];

    const blocking = counted.filter((g) => findDirectives(g, ...BLOCKING).length > 0);
    const firstBlocking = blocking[0];
    if (firstBlocking !== undefined) {
      const directive = texts([firstBlocking], BLOCKING)[0] ?? 'noindex';
      return fail(
        'noindex',
        { directive, header: firstBlocking.raw },
        { items, value: directive.toLowerCase() },
      );
    }
    const first = counted[0];
    if (first !== undefined) {
      const directives = texts(counted, LIMITING).join(', ');
      return warn(
        'restricted',
        { directives, header: first.raw },
        { items, value: directives.toLowerCase() },
      );
    }
    if (others.length > 0) {
      const agents = [...new Set(others.map((g) => g.agent ?? ''))].join(', ');
      return pass('otherBots', { agents }, { items });
    }
    return pass('pass', { header: values.join(' | ') });
  },
  strings: {
    en: {
      title: 'X-Robots-Tag header',
      fix: 'Remove noindex/none (and nofollow, noarchive, nosnippet unless intended) from the X-Robots-Tag response header for this URL; check the server, CDN and framework rules that add it globally.',
      pass: 'The X-Robots-Tag header ("{header}") has no restrictive directive.',
      absent: 'The response has no X-Robots-Tag header.',
      otherBots:
        'The X-Robots-Tag header only restricts other crawlers ({agents}), not Googlebot or Bingbot.',
      restricted: 'The X-Robots-Tag header "{header}" restricts how the page is used: {directives}.',
      noindex:
        'The X-Robots-Tag header "{header}" contains "{directive}": search engines drop the page from their index.',
    },
    es: {
      title: 'Cabecera X-Robots-Tag',
      fix: 'Quita noindex/none (y nofollow, noarchive o nosnippet si no son intencionados) de la cabecera de respuesta X-Robots-Tag de esta URL; revisa las reglas del servidor, la CDN y el framework que la añaden de forma global.',
      pass: 'La cabecera X-Robots-Tag ("{header}") no tiene ninguna directiva restrictiva.',
      absent: 'La respuesta no tiene cabecera X-Robots-Tag.',
      otherBots:
        'La cabecera X-Robots-Tag solo restringe a otros rastreadores ({agents}), no a Googlebot ni a Bingbot.',
      restricted: 'La cabecera X-Robots-Tag "{header}" limita el uso de la página: {directives}.',
      noindex:
        'La cabecera X-Robots-Tag "{header}" contiene "{directive}": los buscadores eliminan la página de su índice.',
    },
    fr: {
      title: 'En-tête X-Robots-Tag',
      fix: 'Retirez noindex/none (et nofollow, noarchive, nosnippet s’ils ne sont pas voulus) de l’en-tête de réponse X-Robots-Tag de cette URL ; vérifiez les règles du serveur, du CDN et du framework qui l’ajoutent globalement.',
      pass: 'L’en-tête X-Robots-Tag (« {header} ») ne contient aucune directive restrictive.',
      absent: 'La réponse n’a pas d’en-tête X-Robots-Tag.',
      otherBots:
        'L’en-tête X-Robots-Tag ne restreint que d’autres robots ({agents}) ; Googlebot et Bingbot ne sont pas concernés.',
      restricted: 'L’en-tête X-Robots-Tag « {header} » limite l’usage de la page : {directives}.',
      noindex:
        'L’en-tête X-Robots-Tag « {header} » contient « {directive} » : les moteurs de recherche retirent la page de leur index.',
    },
  },
  fix: xRobotsTagFix,
});

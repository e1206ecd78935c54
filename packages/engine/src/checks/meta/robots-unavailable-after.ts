import { defineCheck, fail, pass, warn } from '../types.js';
import {
  allRobotsGroups,
  findDirectives,
  isMajorCrawler,
  parseRobotsDate,
} from '../../gather/robots-directives.js';
import { robotsItem } from './_robots.js';
import { robotsMetaFix } from '../../fix/robots-meta.js';

const DAY_MS = 86_400_000;

export default defineCheck({
  id: 'robots-unavailable-after',
  needs: ['metas', 'fetch'],
  run(page) {
    const found = allRobotsGroups(page).flatMap((group) =>
      findDirectives(group, 'unavailable_after').map((d) => ({
        group,
        date: d.value ?? '',
        time: parseRobotsDate(d.value ?? ''),
        counted: isMajorCrawler(group.agent),
      })),
    );
    if (found.length === 0) return pass('absent');
    // Checks have no clock: "now" is when the audit fetched the page.
    const now = page.fetch.fetchedAt;
    const nowText = new Date(now).toUTCString();

    const items = found.map((f) => {
      const parsed = f.time === null ? 'unparsable' : new Date(f.time).toISOString();
      const verdict = f.time === null ? '' : f.time <= now ? ', past' : ', future';
      const scope = f.counted ? '' : `; ${f.group.agent ?? ''} only, not scored`;
      return robotsItem(f.group, `unavailable_after: ${f.date} = ${parsed}${verdict}${scope}`);
    });
    const counted = found.filter((f) => f.counted);
    if (counted.length === 0) {
      return pass(
        'otherBots',
        { agents: [...new Set(found.map((f) => f.group.agent ?? ''))].join(', ') },
        { items },
      );
    }

    const past = counted.find((f) => f.time !== null && f.time <= now);
    if (past) return fail('past', { date: past.date, now: nowText }, { items, value: past.date });
    const unparsable = counted.find((f) => f.time === null);
    if (unparsable) return warn('unparsable', { date: unparsable.date }, { items, value: unparsable.date });
    // Every counted date parsed and lies ahead: report the earliest.
    const soonest = Math.min(...counted.map((f) => f.time ?? Infinity));
    const date = counted.find((f) => f.time === soonest)?.date ?? '';
    return warn('future', { date, days: Math.ceil((soonest - now) / DAY_MS) }, { items, value: date });
  },
  strings: {
    en: {
      title: 'unavailable_after date',
      fix: 'Remove unavailable_after from the robots meta tag or X-Robots-Tag header if the page should stay in search results; otherwise write the date in ISO 8601 (e.g. unavailable_after: 2030-06-25) or RFC 822 form.',
      absent: 'No unavailable_after directive is set.',
      otherBots: 'unavailable_after is only set for other crawlers ({agents}), not for Google or Bing.',
      future:
        'The page asks Google to drop it from results after {date}, {days, plural, one {# day} other {# days}} after this response.',
      unparsable: 'The unavailable_after date "{date}" cannot be parsed, so Google ignores the directive.',
      past: 'The unavailable_after date {date} has passed (audit date: {now}): Google drops the page from results.',
    },
    es: {
      title: 'Fecha unavailable_after',
      fix: 'Quita unavailable_after de la etiqueta meta robots o de la cabecera X-Robots-Tag si la página debe seguir en los resultados; si no, escribe la fecha en formato ISO 8601 (p. ej. unavailable_after: 2030-06-25) o RFC 822.',
      absent: 'No hay ninguna directiva unavailable_after.',
      otherBots:
        'unavailable_after solo está definida para otros rastreadores ({agents}), no para Google ni Bing.',
      future:
        'La página pide a Google que la retire de los resultados después del {date}, {days, plural, one {# día} other {# días}} después de esta respuesta.',
      unparsable:
        'La fecha de unavailable_after "{date}" no se puede interpretar, así que Google ignora la directiva.',
      past: 'La fecha de unavailable_after ({date}) ya ha pasado (fecha de la auditoría: {now}): Google retira la página de los resultados.',
    },
    fr: {
      title: 'Date unavailable_after',
      fix: 'Retirez unavailable_after de la balise meta robots ou de l’en-tête X-Robots-Tag si la page doit rester dans les résultats ; sinon, écrivez la date au format ISO 8601 (par ex. unavailable_after: 2030-06-25) ou RFC 822.',
      absent: 'Aucune directive unavailable_after n’est définie.',
      otherBots:
        'unavailable_after n’est définie que pour d’autres robots ({agents}) ; Google et Bing ne sont pas concernés.',
      future:
        'La page demande à Google de la retirer des résultats après le {date}, soit {days, plural, one {# jour} other {# jours}} après cette réponse.',
      unparsable: 'La date unavailable_after « {date} » est illisible : Google ignore la directive.',
      past: 'La date unavailable_after ({date}) est passée (date de l’audit : {now}) : Google retire la page des résultats.',
    },
  },
  fix: robotsMetaFix,
});

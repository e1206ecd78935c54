import { robotsMatch, type RobotsMatch, type RobotsTxtFacts } from '../../gather/site/robots-txt.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { NA_STRINGS, robotsTxtFacts, ruleAt, statusFact } from './_robots-txt.js';
import { robotsFix } from '../../fix/robots-txt.js';

/** The rule that decided, as an item and as message values. */
function blocked(facts: RobotsTxtFacts, m: RobotsMatch, url: string, agent: string) {
  const rule = m.file ? ruleAt(m.file, m.line) : '';
  const group = m.group === 'own' ? agent : '*';
  const item: CheckItem = { value: rule, note: `robots.txt line ${m.line ?? '?'}; User-agent: ${group}` };
  return { values: { url, robots: facts.url, rule, line: m.line ?? 0, group }, items: [item] };
}

export default defineCheck({
  id: 'robots-txt-blocks-page',
  needs: ['fetch'],
  reads: ['site'],
  run(page) {
    const got = robotsTxtFacts(page);
    if (got.na) return got.na;
    const f = got.facts;
    const url = page.fetch.finalUrl;
    const google = robotsMatch(f, url, 'Googlebot');
    if (google.allowed === null) {
      const values = { robots: f.url, status: statusFact(f.fetch) };
      return notApplicable(f.policy === 'disallow-all' ? 'unreachable' : 'notChecked', values);
    }
    if (!google.allowed) {
      const { values, items } = blocked(f, google, url, 'Googlebot');
      return fail('googlebot', values, { items, value: false });
    }
    const bing = robotsMatch(f, url, 'Bingbot');
    if (bing.allowed === false) {
      const { values, items } = blocked(f, bing, url, 'Bingbot');
      return warn('bingbot', values, { items, value: true });
    }
    if (f.policy === 'allow-all')
      return pass('passNoFile', { url, robots: f.url, status: statusFact(f.fetch) }, { value: true });
    return pass('pass', { url, robots: f.url }, { value: true });
  },
  strings: {
    en: {
      title: 'Page allowed by robots.txt',
      fix: 'Remove or narrow the Disallow rule that matches this URL (or add a longer Allow rule for it) in the group that applies to Googlebot and Bingbot, or to User-agent: * when they have no group of their own.',
      pass: '{url} may be crawled by Googlebot and Bingbot under {robots}.',
      passNoFile: '{url} may be crawled: {robots} answered {status}, so no rule restricts crawling.',
      googlebot:
        '{url} is disallowed for Googlebot by "{rule}" (line {line} of {robots}, group User-agent: {group}): Google cannot crawl it.',
      bingbot:
        '{url} is allowed for Googlebot but disallowed for Bingbot by "{rule}" (line {line} of {robots}, group User-agent: {group}).',
      unreachable:
        'Not checked: {robots} could not be read ({status}); while it fails, Google treats every URL of the site as disallowed.',
      notChecked: 'Not checked: {robots} was not read ({status}).',
      ...NA_STRINGS.en,
    },
    es: {
      title: 'Página permitida por robots.txt',
      fix: 'Elimina o acota la regla Disallow que coincide con esta URL (o añade una regla Allow más larga para ella) en el grupo que se aplica a Googlebot y Bingbot, o en User-agent: * si no tienen grupo propio.',
      pass: 'Googlebot y Bingbot pueden rastrear {url} según {robots}.',
      passNoFile:
        '{url} se puede rastrear: {robots} respondió {status}, así que ninguna regla limita el rastreo.',
      googlebot:
        '{url} está bloqueada para Googlebot por «{rule}» (línea {line} de {robots}, grupo User-agent: {group}): Google no puede rastrearla.',
      bingbot:
        '{url} está permitida para Googlebot pero bloqueada para Bingbot por «{rule}» (línea {line} de {robots}, grupo User-agent: {group}).',
      unreachable:
        'No comprobado: no se pudo leer {robots} ({status}); mientras falle, Google trata todas las URL del sitio como bloqueadas.',
      notChecked: 'No comprobado: no se leyó {robots} ({status}).',
      ...NA_STRINGS.es,
    },
    fr: {
      title: 'Page autorisée par robots.txt',
      fix: 'Supprimez ou restreignez la règle Disallow qui correspond à cette URL (ou ajoutez une règle Allow plus longue pour elle) dans le groupe qui s’applique à Googlebot et Bingbot, ou à User-agent: * s’ils n’ont pas de groupe propre.',
      pass: '{url} peut être explorée par Googlebot et Bingbot selon {robots}.',
      passNoFile:
        '{url} peut être explorée : {robots} a répondu {status}, donc aucune règle ne limite l’exploration.',
      googlebot:
        '{url} est bloquée pour Googlebot par « {rule} » (ligne {line} de {robots}, groupe User-agent: {group}) : Google ne peut pas l’explorer.',
      bingbot:
        '{url} est autorisée pour Googlebot mais bloquée pour Bingbot par « {rule} » (ligne {line} de {robots}, groupe User-agent: {group}).',
      unreachable:
        'Non vérifié : {robots} n’a pas pu être lu ({status}) ; tant qu’il échoue, Google considère toutes les URL du site comme bloquées.',
      notChecked: 'Non vérifié : {robots} n’a pas été lu ({status}).',
      ...NA_STRINGS.fr,
    },
  },
  fix: robotsFix,
});

import { robotsMatch } from '../../gather/site/robots-txt.js';
import { allRobotsGroups, findDirectives, robotsTag } from '../../gather/robots-directives.js';
import { defineCheck, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { NA_STRINGS, robotsTxtFacts, statusFact } from './_robots-txt.js';
import { noted } from '../../i18n/notes.js';

type Role = 'training' | 'search' | 'user';

/** The AI crawlers of the catalogue: model training, answer-engine search, and fetches a user asked for. */
const AGENTS: readonly [string, Role][] = [
  ['GPTBot', 'training'],
  ['OAI-SearchBot', 'search'],
  ['ChatGPT-User', 'user'],
  ['ClaudeBot', 'training'],
  ['Claude-SearchBot', 'search'],
  ['Claude-User', 'user'],
  ['Google-Extended', 'training'],
  ['PerplexityBot', 'search'],
  ['CCBot', 'training'],
  ['Applebot-Extended', 'training'],
  ['Bytespider', 'training'],
  ['Meta-ExternalAgent', 'training'],
];
const TOKENS = new Set(AGENTS.map(([a]) => a.toLowerCase()));
const names = (list: { agent: string }[]): string => list.map((v) => v.agent).join(', ');

export default defineCheck({
  id: 'ai-crawler-rules',
  needs: ['site', 'fetch', 'metas'],
  run(page) {
    const got = robotsTxtFacts(page);
    if (got.na) return got.na;
    const f = got.facts;
    const robots = f.url;
    const url = page.fetch.finalUrl;
    if (f.policy === 'allow-all')
      return warn('noFile', { robots, status: statusFact(f.fetch) }, { value: 0 });
    if (f.policy !== 'rules') return notApplicable('notRead', { robots, status: statusFact(f.fetch) });

    const verdicts = AGENTS.map(([agent, role]) => ({ agent, role, m: robotsMatch(f, url, agent) }));
    const items: CheckItem[] = verdicts.map(({ agent, role, m }) => {
      // Numbers select the words in the notes table (=0, =1, other), so every language has its own.
      const values = {
        role: role === 'training' ? 0 : role === 'search' ? 1 : 2,
        allowed: m.allowed ? 1 : 0,
        group: m.group === 'own' ? 0 : m.group === '*' ? 1 : 2,
      };
      const note =
        m.line === null ? noted('aiCrawler', values) : noted('aiCrawlerLine', { ...values, line: m.line });
      return { value: agent, ...note };
    });
    const explicit = verdicts.filter((v) => v.m.group === 'own');
    const blocked = verdicts.filter((v) => v.m.allowed === false);
    const value = explicit.length;
    const extra = { items, value };

    // Blocking answer engines while Google may crawl usually removes the site from AI answers by accident.
    const searchBlocked = blocked.filter((v) => v.role === 'search');
    if (searchBlocked.length > 0 && robotsMatch(f, url, 'Googlebot').allowed === true) {
      return warn('searchBlocked', { agents: names(searchBlocked), url }, extra);
    }
    if (explicit.length === 0) return warn('noRules', { robots }, extra);
    const has = (role: Role) => explicit.some((v) => v.role === role);
    if (!has('training')) return warn('noTrainingRules', { agents: names(explicit) }, extra);
    if (!has('search')) return warn('noSearchRules', { agents: names(explicit) }, extra);

    // noai / noimageai in a robots meta tag or X-Robots-Tag say "no AI use"; only robots.txt is honoured.
    const optOut = allRobotsGroups(page).find(
      (g) => (g.agent === null || TOKENS.has(g.agent)) && findDirectives(g, 'noai', 'noimageai').length > 0,
    );
    const trainingAllowed = verdicts.filter((v) => v.role === 'training' && v.m.allowed === true);
    if (optOut && trainingAllowed.length > 0) {
      return warn('metaConflict', { directive: robotsTag(optOut), agents: names(trainingAllowed) }, extra);
    }
    const counts = { allowed: verdicts.length - blocked.length, blocked: blocked.length, explicit: value };
    return pass('pass', counts, extra);
  },
  strings: {
    en: {
      title: 'AI crawler rules',
      fix: 'Decide per AI crawler and write it in robots.txt: a group for the training crawlers (GPTBot, ClaudeBot, Google-Extended, CCBot…) and one for the answer-engine crawlers (OAI-SearchBot, Claude-SearchBot, PerplexityBot); allow the latter if the site should appear in AI answers.',
      pass: 'robots.txt addresses AI crawlers explicitly ({explicit} of 12 have their own group): {allowed} allowed and {blocked} blocked for this page.',
      searchBlocked:
        'Answer-engine crawlers are blocked for {url} while Googlebot is allowed: {agents}. The site will probably not appear in their AI answers.',
      noRules: '{robots} has no group for any AI crawler: all 12 fall back to the rules for User-agent: *.',
      noTrainingRules:
        'robots.txt has groups for {agents} but none for the training crawlers (GPTBot, ClaudeBot, Google-Extended…), which fall back to User-agent: *.',
      noSearchRules:
        'robots.txt has groups for {agents} but none for the answer-engine crawlers (OAI-SearchBot, Claude-SearchBot, PerplexityBot), which fall back to User-agent: *.',
      metaConflict:
        'The page opts out of AI use with {directive}, but robots.txt allows the training crawlers {agents}, which do not read that tag.',
      noFile:
        'There is no robots.txt ({robots} answered {status}): every AI crawler may crawl everything, by default rather than by choice.',
      notRead: 'Not checked: {robots} could not be read ({status}).',
      ...NA_STRINGS.en,
    },
    es: {
      title: 'Reglas para rastreadores de IA',
      fix: 'Decide para cada rastreador de IA y escríbelo en robots.txt: un grupo para los de entrenamiento (GPTBot, ClaudeBot, Google-Extended, CCBot…) y otro para los de motores de respuesta (OAI-SearchBot, Claude-SearchBot, PerplexityBot); permite estos últimos si el sitio debe aparecer en respuestas de IA.',
      pass: 'robots.txt trata a los rastreadores de IA de forma explícita ({explicit} de 12 tienen grupo propio): {allowed, plural, one {# permitido} other {# permitidos}} y {blocked, plural, one {# bloqueado} other {# bloqueados}} para esta página.',
      searchBlocked:
        'Los rastreadores de motores de respuesta están bloqueados para {url} mientras Googlebot está permitido: {agents}. Probablemente el sitio no aparecerá en sus respuestas de IA.',
      noRules:
        '{robots} no tiene ningún grupo para rastreadores de IA: los 12 siguen las reglas de User-agent: *.',
      noTrainingRules:
        'robots.txt tiene grupos para {agents} pero ninguno para los rastreadores de entrenamiento (GPTBot, ClaudeBot, Google-Extended…), que siguen User-agent: *.',
      noSearchRules:
        'robots.txt tiene grupos para {agents} pero ninguno para los rastreadores de motores de respuesta (OAI-SearchBot, Claude-SearchBot, PerplexityBot), que siguen User-agent: *.',
      metaConflict:
        'La página rechaza el uso por IA con {directive}, pero robots.txt permite los rastreadores de entrenamiento {agents}, que no leen esa etiqueta.',
      noFile:
        'No hay robots.txt ({robots} respondió {status}): todos los rastreadores de IA pueden rastrearlo todo, por defecto y no por decisión.',
      notRead: 'No comprobado: no se pudo leer {robots} ({status}).',
      ...NA_STRINGS.es,
    },
    fr: {
      title: 'Règles pour les robots d’IA',
      fix: 'Décidez pour chaque robot d’IA et écrivez-le dans robots.txt : un groupe pour les robots d’entraînement (GPTBot, ClaudeBot, Google-Extended, CCBot…) et un pour les moteurs de réponse (OAI-SearchBot, Claude-SearchBot, PerplexityBot) ; autorisez ces derniers si le site doit apparaître dans les réponses d’IA.',
      pass: 'robots.txt traite les robots d’IA explicitement ({explicit} sur 12 ont leur propre groupe) : {allowed, plural, one {# autorisé} other {# autorisés}} et {blocked, plural, one {# bloqué} other {# bloqués}} pour cette page.',
      searchBlocked:
        'Les robots des moteurs de réponse sont bloqués pour {url} alors que Googlebot est autorisé : {agents}. Le site n’apparaîtra probablement pas dans leurs réponses d’IA.',
      noRules: '{robots} n’a aucun groupe pour les robots d’IA : les 12 suivent les règles de User-agent: *.',
      noTrainingRules:
        'robots.txt a des groupes pour {agents} mais aucun pour les robots d’entraînement (GPTBot, ClaudeBot, Google-Extended…), qui suivent User-agent: *.',
      noSearchRules:
        'robots.txt a des groupes pour {agents} mais aucun pour les robots des moteurs de réponse (OAI-SearchBot, Claude-SearchBot, PerplexityBot), qui suivent User-agent: *.',
      metaConflict:
        'La page refuse l’usage par l’IA avec {directive}, mais robots.txt autorise les robots d’entraînement {agents}, qui ne lisent pas cette balise.',
      noFile:
        'Il n’y a pas de robots.txt ({robots} a répondu {status}) : tous les robots d’IA peuvent tout explorer, par défaut et non par choix.',
      notRead: 'Non vérifié : {robots} n’a pas pu être lu ({status}).',
      ...NA_STRINGS.fr,
    },
  },
});

import type { RobotsLintIssue } from '../../gather/site/robots-txt.js';
import { GOOGLE_ROBOTS_LIMIT } from '../../gather/site/robots-txt.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { kib, NA_STRINGS, robotsTxtFacts, statusFact } from './_robots-txt.js';
import { noted } from '../../i18n/notes.js';

/** What each lint kind means, as a short fact after the line number. */
const KIND: Record<RobotsLintIssue['kind'], string> = {
  bom: 'byte order mark before the first line',
  'no-colon': 'no ":" after the key',
  'rule-before-user-agent': 'rule before any User-agent line: no crawler applies it',
  'unsupported-directive': 'not part of RFC 9309',
  'unknown-directive': 'unknown directive',
  'bad-path': 'never matches',
};

const item = (i: RobotsLintIssue): CheckItem => ({
  value: i.text === '' ? '(empty line)' : i.text,
  note: `robots.txt line ${i.line}: ${KIND[i.kind]}${i.note ? `; ${i.note}` : ''}`,
});

export default defineCheck({
  id: 'robots-txt-valid',
  needs: ['site'],
  run(page) {
    const got = robotsTxtFacts(page);
    if (got.na) return got.na;
    const f = got.facts;
    const url = f.url;
    if (f.policy !== 'rules') return notApplicable('noFile', { url, status: statusFact(f.fetch) });
    const { lint } = f;
    const size = kib(f.fetch.bytes);
    if (lint.html) {
      const type = f.fetch.contentType ?? '(none)';
      const items = [{ value: url, note: `Content-Type: ${type}` }];
      return fail('html', { url, type }, { items, value: lint.issuesTotal });
    }
    if (lint.unparsable) {
      return fail('unparsable', { url, lines: lint.lines }, { items: [{ value: url, note: `${size} KiB` }] });
    }
    const items = lint.issues.map(item);
    const value = lint.issuesTotal;
    if (lint.oversize) {
      const limit = kib(GOOGLE_ROBOTS_LIMIT);
      items.unshift({ value: url, ...noted('robotsOversize', { size, limit }) });
      return warn('oversize', { url, size, limit }, { items, value });
    }
    const [first] = lint.issues;
    if (first) {
      const values = { url, count: lint.issuesTotal, line: first.line, text: first.text };
      const unsupportedOnly = lint.issues.every((i) => i.kind === 'unsupported-directive');
      return warn(unsupportedOnly ? 'unsupported' : 'errors', values, { items, value });
    }
    if (lint.directives === 0) return pass('passEmpty', { url }, { value: 0 });
    return pass('pass', { url, directives: lint.directives, size }, { value: 0 });
  },
  strings: {
    en: {
      title: 'robots.txt syntax',
      fix: 'Write one "Key: value" per line, start each group with User-agent, use only User-agent, Allow, Disallow (paths starting with "/") and Sitemap, save as UTF-8 without BOM, and keep the file under 500 KiB.',
      pass: '{url} parses without errors: {directives, plural, one {# directive} other {# directives}}, {size} KiB.',
      passEmpty: '{url} is empty or only comments: every crawler may crawl everything.',
      errors: '{url} has lines that crawlers ignore or misread ({count}), e.g. line {line}: "{text}".',
      unsupported: '{url} uses directives that Google ignores ({count}), e.g. line {line}: "{text}".',
      oversize:
        '{url} is {size} KiB: Google reads only the first {limit} KiB and ignores the rules after that.',
      html: '{url} serves an HTML page ({type}), not robots.txt rules: crawlers find no rules in it.',
      unparsable:
        '{url} contains no line that crawlers understand ({lines, plural, one {# line} other {# lines}}): its rules do not take effect.',
      noFile: 'There is no robots.txt to parse: {url} answered {status}.',
      ...NA_STRINGS.en,
    },
    es: {
      title: 'Sintaxis de robots.txt',
      fix: 'Escribe un «Clave: valor» por línea, empieza cada grupo con User-agent, usa solo User-agent, Allow, Disallow (rutas que empiezan por «/») y Sitemap, guárdalo en UTF-8 sin BOM y mantén el archivo por debajo de 500 KiB.',
      pass: '{url} se analiza sin errores: {directives, plural, one {# directiva} other {# directivas}}, {size} KiB.',
      passEmpty: '{url} está vacío o solo tiene comentarios: todos los rastreadores pueden rastrearlo todo.',
      errors:
        '{url} tiene líneas que los rastreadores ignoran o malinterpretan ({count}), p. ej. la línea {line}: «{text}».',
      unsupported: '{url} usa directivas que Google ignora ({count}), p. ej. la línea {line}: «{text}».',
      oversize:
        '{url} ocupa {size} KiB: Google solo lee los primeros {limit} KiB e ignora las reglas que siguen.',
      html: '{url} sirve una página HTML ({type}), no reglas de robots.txt: los rastreadores no encuentran reglas en ella.',
      unparsable:
        '{url} no contiene ninguna línea que los rastreadores entiendan ({lines, plural, one {# línea} other {# líneas}}): sus reglas no se aplican.',
      noFile: 'No hay robots.txt que analizar: {url} respondió {status}.',
      ...NA_STRINGS.es,
    },
    fr: {
      title: 'Syntaxe de robots.txt',
      fix: 'Écrivez une « Clé: valeur » par ligne, commencez chaque groupe par User-agent, n’utilisez que User-agent, Allow, Disallow (chemins commençant par « / ») et Sitemap, enregistrez en UTF-8 sans BOM et gardez le fichier sous 500 Kio.',
      pass: '{url} s’analyse sans erreur : {directives, plural, one {# directive} other {# directives}}, {size} Kio.',
      passEmpty:
        '{url} est vide ou ne contient que des commentaires : tous les robots peuvent tout explorer.',
      errors:
        '{url} contient des lignes que les robots ignorent ou lisent mal ({count}), par ex. la ligne {line} : « {text} ».',
      unsupported:
        '{url} utilise des directives que Google ignore ({count}), par ex. la ligne {line} : « {text} ».',
      oversize:
        '{url} pèse {size} Kio : Google ne lit que les {limit} premiers Kio et ignore les règles au-delà.',
      html: '{url} sert une page HTML ({type}), pas des règles robots.txt : les robots n’y trouvent aucune règle.',
      unparsable:
        '{url} ne contient aucune ligne que les robots comprennent ({lines, plural, one {# ligne} other {# lignes}}) : ses règles ne s’appliquent pas.',
      noFile: 'Il n’y a pas de robots.txt à analyser : {url} a répondu {status}.',
      ...NA_STRINGS.fr,
    },
  },
});

import { clip } from '../format.js';
import { linksByRel } from '../../artifact.js';
import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { inBodyOutcome } from '../head-placement.js';
import { distinctCodes, hreflangItem, hreflangProblem, type HreflangProblem } from './_hreflang.js';
import { hreflangFix } from '../../fix/hreflang.js';

/** Short, non-localised fact for an item note. */
function note(p: HreflangProblem): string {
  const fix = p.suggestion ? `; use "${p.suggestion}"` : '';
  const facts: Record<HreflangProblem['kind'], string> = {
    empty: 'empty value',
    spaces: 'white space around the code',
    underscore: 'underscore instead of hyphen',
    language: `"${p.subtag}" is not an ISO 639-1 language`,
    regionOnly: `"${p.subtag}" is a region without a language`,
    script: `"${p.subtag}" is not an ISO 15924 script`,
    region: `"${p.subtag}" is not an ISO 3166-1 alpha-2 country`,
    numericRegion: `"${p.subtag}" is a UN M.49 area, not a country`,
    syntax: 'not language[-Script][-REGION]',
  };
  return facts[p.kind] + fix;
}

export default defineCheck({
  id: 'hreflang-valid-codes',
  needs: ['hreflang', 'links', 'doc'],
  run(page) {
    const entries = page.hreflang;
    // hreflang <link>s in <body> are ignored by Google (and skipped by Lighthouse): said here, not judged.
    const ignored: CheckItem[] = linksByRel(page, 'alternate')
      .filter((l) => !l.inHead && l.attrs.hreflang !== undefined)
      .map((l) => ({
        value: `<link rel="alternate" hreflang="${l.attrs.hreflang ?? ''}" href="${l.attrs.href ?? ''}">`,
        note: '<body>',
        line: l.line,
      }));
    if (entries.length === 0 && ignored.length === 0) return notApplicable('none');
    const invalid = entries.flatMap((entry) => {
      const problem = hreflangProblem(entry.lang);
      return problem ? [{ entry, problem }] : [];
    });
    const first = invalid[0];
    if (!first) {
      const { key, values } = inBodyOutcome(page, 'inBody');
      // Fails only when hreflang is lost: every annotation is in <body>, or a stray element closed the <head>
      // before some of them. Links the page itself put in <body> beside valid ones in <head> are ignored by
      // search engines (and by Lighthouse), so their codes are not judged: the page passes and says so.
      if (ignored.length > 0 && (entries.length === 0 || key !== 'inBody')) {
        const counts = { count: ignored.length, total: ignored.length + entries.length };
        return warn(key, { ...counts, ...values }, { items: ignored, value: 0 });
      }
      const codes = { count: entries.length, codes: clip(distinctCodes(entries).join(', '), 120) };
      if (ignored.length === 0) return pass('pass', codes, { value: 0 });
      return pass('passIgnored', { ...codes, ignored: ignored.length }, { items: ignored, value: 0 });
    }
    const values = {
      count: invalid.length,
      total: entries.length,
      code: first.entry.lang,
      // "us" reads better as the country in "en-US".
      subtag: first.problem.kind === 'regionOnly' ? first.problem.subtag.toUpperCase() : first.problem.subtag,
      url: first.entry.url ?? first.entry.href,
    };
    const items = [
      ...invalid.map(({ entry, problem }) => hreflangItem(page, entry, note(problem))),
      ...ignored,
    ];
    return fail(first.problem.kind, values, { items, value: invalid.length });
  },
  strings: {
    en: {
      title: 'Valid hreflang codes',
      fix: 'Write each hreflang as an ISO 639-1 language, optionally followed by an ISO 15924 script and an ISO 3166-1 alpha-2 country, joined by hyphens ("de", "zh-Hant", "en-GB" — not "en-UK", "en_us", "us" or "es-419"), or "x-default". Stricter than Lighthouse, which checks only the language part against a list that also holds three-letter codes: Google documents ISO 639-1 languages and ISO 3166-1 alpha-2 regions, so "en-UK" or "fil-PH" fails here. Keep hreflang links in <head> (or the HTTP Link header): Google ignores them in <body>.',
      pass: '{count, plural, =1 {The hreflang value is valid} other {All # hreflang values are valid}}: {codes}.',
      passIgnored:
        '{count, plural, =1 {The hreflang value in <head> is valid} other {All # hreflang values in <head> are valid}}: {codes}. {ignored, plural, one {# hreflang link in <body> is} other {# hreflang links in <body> are}} ignored by search engines (in the body), so {ignored, plural, one {its code is} other {their codes are}} not judged.',
      none: 'The page declares no hreflang alternates.',
      inBody:
        '{count, plural, one {# of {total} hreflang links is} other {# of {total} hreflang links are}} in <body>, where Google ignores hreflang: it reads it from <head> and the HTTP Link header only.',
      inBodyClosed:
        '{count, plural, one {# of {total} hreflang links is} other {# of {total} hreflang links are}} in <body>, where Google ignores hreflang: {closer} on line {closerLine} closed the <head> before {count, plural, one {it} other {them}}. Move {closer} into <body>, below the head elements.',
      empty:
        '{count, plural, one {# of {total} hreflang values is invalid} other {# of {total} hreflang values are invalid}}, e.g. an empty hreflang for {url}.',
      spaces:
        '{count, plural, one {# of {total} hreflang values is invalid} other {# of {total} hreflang values are invalid}}, e.g. "{code}": search engines do not trim the spaces around the code.',
      underscore:
        '{count, plural, one {# of {total} hreflang values is invalid} other {# of {total} hreflang values are invalid}}, e.g. "{code}": subtags are joined by a hyphen, not an underscore.',
      language:
        '{count, plural, one {# of {total} hreflang values is invalid} other {# of {total} hreflang values are invalid}}, e.g. "{code}": "{subtag}" is not an ISO 639-1 language code.',
      regionOnly:
        '{count, plural, one {# of {total} hreflang values is invalid} other {# of {total} hreflang values are invalid}}, e.g. "{code}": a country alone; hreflang needs the language first (e.g. "en-{subtag}").',
      script:
        '{count, plural, one {# of {total} hreflang values is invalid} other {# of {total} hreflang values are invalid}}, e.g. "{code}": "{subtag}" is not an ISO 15924 script code.',
      region:
        '{count, plural, one {# of {total} hreflang values is invalid} other {# of {total} hreflang values are invalid}}, e.g. "{code}": "{subtag}" is not an ISO 3166-1 alpha-2 country code.',
      numericRegion:
        '{count, plural, one {# of {total} hreflang values is invalid} other {# of {total} hreflang values are invalid}}, e.g. "{code}": "{subtag}" is a UN M.49 area; hreflang accepts only two-letter country codes.',
      syntax:
        '{count, plural, one {# of {total} hreflang values is invalid} other {# of {total} hreflang values are invalid}}, e.g. "{code}": not of the form language[-Script][-COUNTRY] or x-default.',
    },
    es: {
      title: 'Códigos hreflang válidos',
      fix: 'Escribe cada hreflang como un idioma ISO 639-1, seguido opcionalmente de una escritura ISO 15924 y un país ISO 3166-1 alfa-2, unidos por guiones ("de", "zh-Hant", "en-GB"; no "en-UK", "en_us", "us" ni "es-419"), o "x-default". Más estricto que Lighthouse, que solo revisa la parte del idioma con una lista que también incluye códigos de tres letras: Google documenta idiomas ISO 639-1 y regiones ISO 3166-1 alfa-2, así que "en-UK" o "fil-PH" fallan aquí. Deja los enlaces hreflang en <head> (o en la cabecera HTTP Link): Google los ignora en <body>.',
      pass: '{count, plural, =1 {El valor hreflang es válido} other {Los # valores hreflang son válidos}}: {codes}.',
      passIgnored:
        '{count, plural, =1 {El valor hreflang de <head> es válido} other {Los # valores hreflang de <head> son válidos}}: {codes}. Los buscadores ignoran {ignored, plural, one {# enlace hreflang en <body>} other {# enlaces hreflang en <body>}} (en el body), así que no se {ignored, plural, one {juzga su código} other {juzgan sus códigos}}.',
      none: 'La página no declara alternativas hreflang.',
      inBody:
        '{count, plural, one {# de {total} enlaces hreflang está} other {# de {total} enlaces hreflang están}} en <body>, donde Google ignora hreflang: solo lo lee en <head> y en la cabecera HTTP Link.',
      inBodyClosed:
        '{count, plural, one {# de {total} enlaces hreflang está} other {# de {total} enlaces hreflang están}} en <body>, donde Google ignora hreflang: {closer} en la línea {closerLine} cerró el <head> antes. Mueve {closer} a <body>, debajo de los elementos del head.',
      empty:
        '{count, plural, one {# de {total} valores hreflang no es válido} other {# de {total} valores hreflang no son válidos}}, p. ej. un hreflang vacío para {url}.',
      spaces:
        '{count, plural, one {# de {total} valores hreflang no es válido} other {# de {total} valores hreflang no son válidos}}, p. ej. "{code}": los buscadores no quitan los espacios alrededor del código.',
      underscore:
        '{count, plural, one {# de {total} valores hreflang no es válido} other {# de {total} valores hreflang no son válidos}}, p. ej. "{code}": las partes se unen con guion, no con guion bajo.',
      language:
        '{count, plural, one {# de {total} valores hreflang no es válido} other {# de {total} valores hreflang no son válidos}}, p. ej. "{code}": "{subtag}" no es un código de idioma ISO 639-1.',
      regionOnly:
        '{count, plural, one {# de {total} valores hreflang no es válido} other {# de {total} valores hreflang no son válidos}}, p. ej. "{code}": un país solo; hreflang necesita primero el idioma (p. ej. "en-{subtag}").',
      script:
        '{count, plural, one {# de {total} valores hreflang no es válido} other {# de {total} valores hreflang no son válidos}}, p. ej. "{code}": "{subtag}" no es un código de escritura ISO 15924.',
      region:
        '{count, plural, one {# de {total} valores hreflang no es válido} other {# de {total} valores hreflang no son válidos}}, p. ej. "{code}": "{subtag}" no es un código de país ISO 3166-1 alfa-2.',
      numericRegion:
        '{count, plural, one {# de {total} valores hreflang no es válido} other {# de {total} valores hreflang no son válidos}}, p. ej. "{code}": "{subtag}" es un área UN M.49; hreflang solo admite códigos de país de dos letras.',
      syntax:
        '{count, plural, one {# de {total} valores hreflang no es válido} other {# de {total} valores hreflang no son válidos}}, p. ej. "{code}": no sigue la forma idioma[-Escritura][-PAÍS] ni es x-default.',
    },
    fr: {
      title: 'Codes hreflang valides',
      fix: 'Écrivez chaque hreflang sous la forme d’une langue ISO 639-1, suivie éventuellement d’une écriture ISO 15924 et d’un pays ISO 3166-1 alpha-2, séparés par des tirets (« de », « zh-Hant », « en-GB » ; pas « en-UK », « en_us », « us » ni « es-419 »), ou « x-default ». Plus strict que Lighthouse, qui ne vérifie que la partie langue avec une liste qui contient aussi des codes à trois lettres : Google documente des langues ISO 639-1 et des régions ISO 3166-1 alpha-2, donc « en-UK » ou « fil-PH » échoue ici. Gardez les liens hreflang dans <head> (ou dans l’en-tête HTTP Link) : Google les ignore dans <body>.',
      pass: '{count, plural, =1 {La valeur hreflang est valide} other {Les # valeurs hreflang sont valides}} : {codes}.',
      passIgnored:
        '{count, plural, =1 {La valeur hreflang de <head> est valide} other {Les # valeurs hreflang de <head> sont valides}} : {codes}. {ignored, plural, one {# lien hreflang dans <body> est ignoré} other {# liens hreflang dans <body> sont ignorés}} par les moteurs de recherche (dans le body) : {ignored, plural, one {son code n’est pas jugé} other {leurs codes ne sont pas jugés}}.',
      none: 'La page ne déclare aucune alternative hreflang.',
      inBody:
        '{count, plural, one {# lien hreflang sur {total} se trouve} other {# liens hreflang sur {total} se trouvent}} dans <body>, où Google ignore hreflang : il ne le lit que dans <head> et dans l’en-tête HTTP Link.',
      inBodyClosed:
        '{count, plural, one {# lien hreflang sur {total} se trouve} other {# liens hreflang sur {total} se trouvent}} dans <body>, où Google ignore hreflang : {closer} à la ligne {closerLine} a fermé le <head> avant. Déplacez {closer} dans <body>, sous les éléments du head.',
      empty:
        '{count, plural, one {# valeur hreflang sur {total} est invalide} other {# valeurs hreflang sur {total} sont invalides}}, par ex. un hreflang vide pour {url}.',
      spaces:
        '{count, plural, one {# valeur hreflang sur {total} est invalide} other {# valeurs hreflang sur {total} sont invalides}}, par ex. « {code} » : les moteurs de recherche ne suppriment pas les espaces autour du code.',
      underscore:
        '{count, plural, one {# valeur hreflang sur {total} est invalide} other {# valeurs hreflang sur {total} sont invalides}}, par ex. « {code} » : les sous-étiquettes se séparent par un tiret, pas par un tiret bas.',
      language:
        '{count, plural, one {# valeur hreflang sur {total} est invalide} other {# valeurs hreflang sur {total} sont invalides}}, par ex. « {code} » : « {subtag} » n’est pas un code de langue ISO 639-1.',
      regionOnly:
        '{count, plural, one {# valeur hreflang sur {total} est invalide} other {# valeurs hreflang sur {total} sont invalides}}, par ex. « {code} » : un pays seul ; hreflang exige d’abord la langue (par ex. « en-{subtag} »).',
      script:
        '{count, plural, one {# valeur hreflang sur {total} est invalide} other {# valeurs hreflang sur {total} sont invalides}}, par ex. « {code} » : « {subtag} » n’est pas un code d’écriture ISO 15924.',
      region:
        '{count, plural, one {# valeur hreflang sur {total} est invalide} other {# valeurs hreflang sur {total} sont invalides}}, par ex. « {code} » : « {subtag} » n’est pas un code pays ISO 3166-1 alpha-2.',
      numericRegion:
        '{count, plural, one {# valeur hreflang sur {total} est invalide} other {# valeurs hreflang sur {total} sont invalides}}, par ex. « {code} » : « {subtag} » est une zone UN M.49 ; hreflang n’accepte que les codes pays à deux lettres.',
      syntax:
        '{count, plural, one {# valeur hreflang sur {total} est invalide} other {# valeurs hreflang sur {total} sont invalides}}, par ex. « {code} » : ni de la forme langue[-Écriture][-PAYS], ni x-default.',
    },
  },
  fix: hreflangFix,
});

import { jsonLdOf, type JsonErrorKind } from '../../structured/jsonld.js';
import { defineCheck, fail, notApplicable, pass, type CheckItem } from '../types.js';
import { jsonLdSyntaxFix } from '../../fix/jsonld-syntax.js';

/** Message key of each kind of syntax error ('empty' never reaches here: empty blocks are skipped). */
const KEYS: Record<JsonErrorKind, string> = {
  empty: 'syntax',
  'trailing-comma': 'trailingComma',
  comment: 'comment',
  'control-character': 'controlCharacter',
  concatenated: 'concatenated',
  'single-quote': 'singleQuote',
  'unquoted-key': 'unquotedKey',
  unterminated: 'unterminated',
  syntax: 'syntax',
};

/** The block's text around an offset, on one line: what the author will search for in the source. */
function snippet(raw: string, offset: number): string {
  const around = `${raw.slice(Math.max(0, offset - 20), offset)}${raw.slice(offset, offset + 20)}`;
  return around.replace(/\s+/g, ' ').trim() || '(empty)';
}

export default defineCheck({
  id: 'jsonld-parse',
  needs: ['jsonLd'],
  run(page) {
    const { blocks } = jsonLdOf(page);
    const filled = blocks.filter((b) => !b.empty);
    if (blocks.length === 0) return notApplicable('none');
    if (filled.length === 0) return notApplicable('empty', { count: blocks.length });

    const failed = filled.filter((b) => b.error !== null);
    const items = failed.map((b): CheckItem => {
      const e = b.error!;
      const raw = page.jsonLd[b.index]?.raw ?? '';
      const note = `block line ${e.line}, column ${e.column}: ${e.detail}`;
      return { value: snippet(raw, e.offset), note, line: e.sourceLine ?? b.line };
    });
    const first = failed[0]?.error;
    if (!first) return pass('pass', { count: filled.length }, { value: 0 });
    const raw = page.jsonLd[failed[0]?.index ?? 0]?.raw ?? '';
    const values = {
      count: failed.length,
      total: filled.length,
      // Unknown script lines are rare (parser-invented elements): fall back to the line in the block.
      line: first.sourceLine ?? first.line,
      column: first.column,
      near: snippet(raw, first.offset),
    };
    return fail(KEYS[first.kind], values, { items, value: failed.length });
  },
  strings: {
    en: {
      title: 'JSON-LD syntax',
      fix: 'Make each <script type="application/ld+json"> strict JSON: double-quoted names and strings, no trailing commas, no comments, line breaks written as \\n, and several objects wrapped in one array or "@graph". Check it with a JSON validator before publishing.',
      pass: 'Every JSON-LD block ({count}) parses as strict JSON.',
      none: 'The page has no JSON-LD block.',
      empty: 'The page’s JSON-LD blocks ({count}) are empty: there is nothing to parse.',
      trailingComma:
        'JSON-LD blocks that do not parse: {count} of {total}; the first has a trailing comma at line {line}, column {column}: {near}',
      comment:
        'JSON-LD blocks that do not parse: {count} of {total}; the first contains a comment at line {line}, column {column} (JSON has none): {near}',
      controlCharacter:
        'JSON-LD blocks that do not parse: {count} of {total}; the first has a raw line break or tab inside a string at line {line}, column {column}: {near}',
      concatenated:
        'JSON-LD blocks that do not parse: {count} of {total}; the first holds two JSON values one after the other, the second at line {line}, column {column}: {near}',
      singleQuote:
        'JSON-LD blocks that do not parse: {count} of {total}; the first uses single quotes at line {line}, column {column}: {near}',
      unquotedKey:
        'JSON-LD blocks that do not parse: {count} of {total}; the first has an unquoted property name at line {line}, column {column}: {near}',
      unterminated:
        'JSON-LD blocks that do not parse: {count} of {total}; the first ends before an object, array or string opened at line {line}, column {column} is closed: {near}',
      syntax:
        'JSON-LD blocks that do not parse: {count} of {total}; the first has a syntax error at line {line}, column {column}: {near}',
    },
    es: {
      title: 'Sintaxis de JSON-LD',
      fix: 'Haz que cada <script type="application/ld+json"> sea JSON estricto: nombres y cadenas entre comillas dobles, sin comas finales, sin comentarios, saltos de línea escritos como \\n y varios objetos dentro de un array o de "@graph". Valídalo con un validador de JSON antes de publicar.',
      pass: 'Todos los bloques JSON-LD ({count}) se analizan como JSON estricto.',
      none: 'La página no tiene ningún bloque JSON-LD.',
      empty: 'Los bloques JSON-LD de la página ({count}) están vacíos: no hay nada que analizar.',
      trailingComma:
        'Bloques JSON-LD que no se pueden analizar: {count} de {total}; el primero tiene una coma final en la línea {line}, columna {column}: {near}',
      comment:
        'Bloques JSON-LD que no se pueden analizar: {count} de {total}; el primero contiene un comentario en la línea {line}, columna {column} (JSON no los admite): {near}',
      controlCharacter:
        'Bloques JSON-LD que no se pueden analizar: {count} de {total}; el primero tiene un salto de línea o tabulador sin escapar dentro de una cadena en la línea {line}, columna {column}: {near}',
      concatenated:
        'Bloques JSON-LD que no se pueden analizar: {count} de {total}; el primero contiene dos valores JSON seguidos, el segundo en la línea {line}, columna {column}: {near}',
      singleQuote:
        'Bloques JSON-LD que no se pueden analizar: {count} de {total}; el primero usa comillas simples en la línea {line}, columna {column}: {near}',
      unquotedKey:
        'Bloques JSON-LD que no se pueden analizar: {count} de {total}; el primero tiene un nombre de propiedad sin comillas en la línea {line}, columna {column}: {near}',
      unterminated:
        'Bloques JSON-LD que no se pueden analizar: {count} de {total}; el primero termina sin cerrar un objeto, array o cadena abierto en la línea {line}, columna {column}: {near}',
      syntax:
        'Bloques JSON-LD que no se pueden analizar: {count} de {total}; el primero tiene un error de sintaxis en la línea {line}, columna {column}: {near}',
    },
    fr: {
      title: 'Syntaxe JSON-LD',
      fix: 'Faites de chaque <script type="application/ld+json"> du JSON strict : noms et chaînes entre guillemets doubles, pas de virgule finale, pas de commentaire, sauts de ligne écrits \\n, et plusieurs objets regroupés dans un tableau ou un "@graph". Vérifiez-le avec un validateur JSON avant publication.',
      pass: 'Tous les blocs JSON-LD ({count}) sont du JSON strict valide.',
      none: 'La page n’a aucun bloc JSON-LD.',
      empty: 'Les blocs JSON-LD de la page ({count}) sont vides : il n’y a rien à analyser.',
      trailingComma:
        'Blocs JSON-LD illisibles : {count} sur {total} ; le premier a une virgule finale ligne {line}, colonne {column} : {near}',
      comment:
        'Blocs JSON-LD illisibles : {count} sur {total} ; le premier contient un commentaire ligne {line}, colonne {column} (JSON n’en admet pas) : {near}',
      controlCharacter:
        'Blocs JSON-LD illisibles : {count} sur {total} ; le premier a un saut de ligne ou une tabulation non échappé dans une chaîne ligne {line}, colonne {column} : {near}',
      concatenated:
        'Blocs JSON-LD illisibles : {count} sur {total} ; le premier contient deux valeurs JSON à la suite, la seconde ligne {line}, colonne {column} : {near}',
      singleQuote:
        'Blocs JSON-LD illisibles : {count} sur {total} ; le premier utilise des apostrophes comme guillemets ligne {line}, colonne {column} : {near}',
      unquotedKey:
        'Blocs JSON-LD illisibles : {count} sur {total} ; le premier a un nom de propriété sans guillemets ligne {line}, colonne {column} : {near}',
      unterminated:
        'Blocs JSON-LD illisibles : {count} sur {total} ; le premier se termine sans fermer un objet, un tableau ou une chaîne ouvert ligne {line}, colonne {column} : {near}',
      syntax:
        'Blocs JSON-LD illisibles : {count} sur {total} ; le premier a une erreur de syntaxe ligne {line}, colonne {column} : {near}',
    },
  },
  fix: jsonLdSyntaxFix,
});

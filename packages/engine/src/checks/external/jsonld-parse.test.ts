import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './jsonld-parse.js';

const ld = (json: string): string => `<script type="application/ld+json">${json}</script>`;
const GOOD = '{"@context": "https://schema.org", "@type": "WebSite", "name": "Oak"}';

describe('jsonld-parse', () => {
  it('passes when every block is strict JSON', () => {
    const out = runOn(check, doc(`${ld(GOOD)}${ld('[{"@type": "Thing"}]')}`));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('Every JSON-LD block (2) parses as strict JSON.');
  });

  it('fails a trailing comma, naming the source line, column and the text around it', () => {
    const html = doc(
      `${ld(GOOD)}\n<script type="application/ld+json">\n{\n  "@type": "Product",\n  "name": "Oak table",\n}\n</script>`,
    );
    const out = runOn(check, html);
    expect(out.status).toBe('critical');
    expect(out.key).toBe('trailingComma');
    expect(messageOf(check, out)).toBe(
      'JSON-LD blocks that do not parse: 1 of 2; the first has a trailing comma at line 5, column 22: "name": "Oak table", }',
    );
    expect(messageOf(check, out, 'es')).toContain(
      'el primero tiene una coma final en la línea 5, columna 22',
    );
    expect(messageOf(check, out, 'fr')).toContain('le premier a une virgule finale ligne 5, colonne 22');
    expect(out.items).toEqual([
      {
        value: '"name": "Oak table", }',
        note: 'block line 4, column 22: trailing comma before "}"',
        line: 5,
      },
    ]);
  });

  it('names each kind of mistake', () => {
    const keyOf = (json: string): string => runOn(check, doc(ld(json))).key;
    expect(keyOf('{"a": 1 /* note */}')).toBe('comment');
    expect(keyOf('{"description": "two\nlines"}')).toBe('controlCharacter');
    expect(keyOf('{"@type": "Thing"}\n{"@type": "Thing"}')).toBe('concatenated');
    expect(keyOf("{'name': 'Oak'}")).toBe('singleQuote');
    expect(keyOf('{name: "Oak"}')).toBe('unquotedKey');
    expect(keyOf('{"name": "Oak"')).toBe('unterminated');
    expect(keyOf('{"price": 1 "currency": "EUR"}')).toBe('syntax');
  });

  it('counts every failing block and lists each one', () => {
    const out = runOn(check, doc(`\n${ld('{"a": 1,}')}\n${ld(GOOD)}\n${ld('<!-- {"a": 1} -->')}`));
    expect(messageOf(check, out)).toBe(
      'JSON-LD blocks that do not parse: 2 of 3; the first has a trailing comma at line 2, column 8: {"a": 1,}',
    );
    expect(out.items?.map((i) => [i.line, i.note])).toEqual([
      [2, 'block line 1, column 8: trailing comma before "}"'],
      [4, 'block line 1, column 1: comment "<!--"'],
    ]);
  });

  it('reads entities literally: script content is raw text', () => {
    expect(runOn(check, doc(ld('{"name": "Oak &amp; Co"}'))).status).toBe('good');
  });

  it('ignores empty blocks, and is n/a without blocks or with only empty ones', () => {
    expect(runOn(check, doc(`${ld(' ')}${ld(GOOD)}`)).key).toBe('pass');
    expect(runOn(check, doc('')).status).toBe('na');
    const empty = runOn(check, doc(`${ld('')}${ld('\n ')}`));
    expect(empty.status).toBe('na');
    expect(messageOf(check, empty)).toBe(
      'The page’s JSON-LD blocks (2) are empty: there is nothing to parse.',
    );
  });

  it('treats a type attribute in any case as JSON-LD', () => {
    const out = runOn(check, doc('<script type="Application/LD+JSON">{"a": 1,}</script>'));
    expect(out.status).toBe('critical');
  });
});

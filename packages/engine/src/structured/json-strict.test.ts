import { describe, expect, it } from 'vitest';
import { parseStrictJson, showChar, type JsonSyntaxError } from './json-strict.js';

function errorOf(text: string): JsonSyntaxError {
  const r = parseStrictJson(text);
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to fail`);
  return r.error;
}

describe('parseStrictJson', () => {
  it('returns the value of valid JSON, including top-level arrays and scalars', () => {
    expect(parseStrictJson('{"@type": "Product", "offers": [{"price": 1.5e2}]}')).toEqual({
      ok: true,
      value: { '@type': 'Product', offers: [{ price: 150 }] },
    });
    expect(parseStrictJson(' [1, "a", null, true] \n')).toEqual({ ok: true, value: [1, 'a', null, true] });
    expect(parseStrictJson('"\\u00e9\\n"')).toEqual({ ok: true, value: 'é\n' });
  });

  it('keeps a "__proto__" key as plain data', () => {
    const r = parseStrictJson('{"__proto__": {"x": 1}}');
    expect(r.ok && Object.keys(r.value as object)).toEqual(['__proto__']);
  });

  it('finds trailing commas in objects and arrays, at the comma', () => {
    expect(errorOf('{\n  "name": "Oak",\n  "sku": "T1",\n}')).toEqual({
      kind: 'trailing-comma',
      detail: 'trailing comma before "}"',
      offset: 32,
      line: 3,
      column: 14,
    });
    expect(errorOf('{"sameAs": ["a", "b",  ]}')).toMatchObject({ kind: 'trailing-comma', column: 21 });
  });

  it('finds comments: //, /* */ and HTML comment markers', () => {
    expect(errorOf('{"a": 1 // price\n}')).toMatchObject({
      kind: 'comment',
      detail: 'comment "//"',
      column: 9,
    });
    expect(errorOf('/* generated */ {"a": 1}')).toMatchObject({ kind: 'comment', detail: 'comment "/*"' });
    expect(errorOf('<!--\n{"a": 1}\n-->')).toMatchObject({
      kind: 'comment',
      detail: 'comment "<!--"',
      line: 1,
    });
  });

  it('finds unescaped control characters inside strings, naming line breaks and tabs', () => {
    expect(errorOf('{"description": "Line one\nline two"}')).toMatchObject({
      kind: 'control-character',
      detail: 'unescaped line break inside a string',
      line: 1,
      column: 26,
    });
    expect(errorOf('{"a": "x\ty"}').detail).toBe('unescaped tab inside a string');
    expect(errorOf('{"a": "x\u0001y"}').detail).toBe('unescaped U+0001 inside a string');
  });

  it('finds concatenated objects, with or without a comma between them, at the second one', () => {
    expect(errorOf('{"a": 1}{"b": 2}')).toMatchObject({ kind: 'concatenated', line: 1, column: 9 });
    expect(errorOf('{"a": 1},\n  {"b": 2}')).toMatchObject({ kind: 'concatenated', line: 2, column: 3 });
    expect(errorOf('[1] [2]')).toMatchObject({ kind: 'concatenated', column: 5 });
    expect(errorOf('{"a": 1} x')).toMatchObject({ kind: 'syntax', column: 10 });
  });

  it('names single quotes, unquoted keys and unclosed strings or brackets', () => {
    expect(errorOf("{'name': 'Oak'}")).toMatchObject({ kind: 'single-quote', column: 2 });
    expect(errorOf('{"name": \'Oak\'}')).toMatchObject({
      kind: 'single-quote',
      detail: 'single-quoted string',
    });
    expect(errorOf('{name: "Oak"}')).toMatchObject({
      kind: 'unquoted-key',
      detail: 'unquoted property name name',
    });
    expect(errorOf('{"name": "Oak}')).toMatchObject({
      kind: 'unterminated',
      detail: 'string not closed',
      column: 10,
    });
    // Reported where the unclosed bracket opened, so the author finds which one.
    expect(errorOf('{"a": [1, 2,\n 3')).toMatchObject({ kind: 'unterminated', line: 1, column: 7 });
  });

  it('reports other syntax errors with the character found', () => {
    expect(errorOf('{"a": 1 "b": 2}')).toMatchObject({
      kind: 'syntax',
      detail: 'expected "," or "}" but found """',
    });
    expect(errorOf('{"a": NaN}').detail).toBe('unexpected word NaN');
    expect(errorOf('{"a": True}').detail).toBe('unexpected word True');
    expect(errorOf('{"a": truex}').detail).toBe('unexpected word truex');
    expect(errorOf('{"a": 01}').detail).toBe('number with a leading zero');
    expect(errorOf('{"a": "\\x"}').detail).toBe('invalid escape "\\x" in a string');
    expect(errorOf('{"a":\u00a01}').detail).toBe('unexpected U+00A0');
    expect(errorOf('{"a" 1}').detail).toBe('expected ":" but found "1"');
    expect(errorOf('[1, 2}').detail).toBe('expected "," or "]" but found "}"');
  });

  it('calls a blank block empty', () => {
    expect(errorOf('  \n ')).toMatchObject({ kind: 'empty', line: 1, column: 1 });
  });

  it('counts columns in code points, so astral characters count once', () => {
    expect(errorOf('{"a": "😀", }')).toMatchObject({ kind: 'trailing-comma', column: 10 });
  });

  it('survives hostile nesting without recursion', () => {
    const deep = '['.repeat(200_000);
    expect(errorOf(deep)).toMatchObject({ kind: 'unterminated', column: 200_000 });
  });

  it('shows printable characters quoted and invisible ones as code points', () => {
    expect(showChar('x')).toBe('"x"');
    expect(showChar('\u200b')).toBe('U+200B');
    expect(showChar(undefined)).toBe('end of block');
  });
});

/**
 * Strict JSON (RFC 8259) parsing with a diagnosis of the first error: what kind of mistake it is and
 * where (line and column). JSON-LD consumers drop a block with any syntax error in full, and the usual
 * mistakes — trailing commas, comments, raw line breaks inside strings, two objects one after the other —
 * are exactly what lenient tools accept, so the diagnosis names them.
 *
 * The value comes from JSON.parse (the reference strict parser); the diagnosis only runs when it throws,
 * as an iterative scanner (no recursion, so a hostile block nested 100 000 deep cannot blow the stack).
 */

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export type JsonErrorKind =
  | 'empty'
  | 'trailing-comma'
  | 'comment'
  | 'control-character'
  | 'concatenated'
  | 'single-quote'
  | 'unquoted-key'
  | 'unterminated'
  | 'syntax';

export interface JsonSyntaxError {
  kind: JsonErrorKind;
  /** Short English fact about the error ('trailing comma before "}"'): for item notes, not localised. */
  detail: string;
  /** 0-based UTF-16 offset of the error in the text. */
  offset: number;
  /** 1-based line within the text. */
  line: number;
  /** 1-based column within that line, in code points. */
  column: number;
}

export type StrictJsonResult = { ok: true; value: Json } | { ok: false; error: JsonSyntaxError };

export function parseStrictJson(text: string): StrictJsonResult {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch (err) {
    const found = diagnose(text);
    // The scanner implements the same grammar; should it ever accept what JSON.parse refused, the
    // engine's own message still says why, at the start of the block.
    const fallback: Omit<JsonSyntaxError, 'line' | 'column'> = {
      kind: 'syntax',
      detail: err instanceof Error ? err.message : String(err),
      offset: 0,
    };
    return { ok: false, error: withPosition(text, found ?? fallback) };
  }
}

function withPosition(text: string, e: Omit<JsonSyntaxError, 'line' | 'column'>): JsonSyntaxError {
  const before = text.slice(0, e.offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  const line = before.split('\n').length;
  return { ...e, line, column: Array.from(text.slice(lineStart, e.offset)).length + 1 };
}

/** A character as a message can show it: quoted when printable, else its code point. */
export function showChar(ch: string | undefined): string {
  if (ch === undefined) return 'end of block';
  const cp = ch.codePointAt(0) ?? 0;
  if (cp < 0x20 || cp === 0x7f || /[\s\p{Cf}]/u.test(ch)) {
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `"${ch}"`;
}

const CONTROL_NAMES: Record<string, string> = { '\n': 'line break', '\r': 'carriage return', '\t': 'tab' };
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;
const WORD = /[A-Za-z_$][\w$-]*/y;

type Expect = 'value' | 'key' | 'colon' | 'after-value';
type Found = Omit<JsonSyntaxError, 'line' | 'column'>;

/** Finds the first error of a text that is not strict JSON; null when it finds none. */
function diagnose(text: string): Found | null {
  const at = (kind: JsonErrorKind, offset: number, detail: string): Found => ({ kind, detail, offset });
  const stack: ('{' | '[')[] = [];
  /** Offsets of the open brackets, so an unclosed one is reported where it was opened. */
  const opened: number[] = [];
  let i = 0;
  let expect: Expect = 'value';
  /** Offset of the comma just read when the next token must not close the container. */
  let comma = -1;
  let done = false;

  while (true) {
    // Whitespace, and the comments people put in JSON-LD (// …, /* … */, HTML <!-- … -->).
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
    const ch = text[i];
    if (text.startsWith('//', i) || text.startsWith('/*', i) || text.startsWith('<!--', i)) {
      return at('comment', i, `comment "${text.slice(i, i + 2 + (text[i] === '<' ? 2 : 0))}"`);
    }
    if (ch === undefined) {
      if (done) return null;
      if (stack.length === 0 && expect === 'value' && text.trim() === '') {
        return at('empty', 0, 'the block is empty');
      }
      const open = stack.at(-1);
      if (open === undefined) return at('unterminated', i, 'unexpected end of the block');
      return at('unterminated', opened.at(-1) ?? i, `"${open}" not closed before the end of the block`);
    }
    if (done) {
      // `{…}, {…}` (objects listed without the enclosing array) is the usual form of this mistake.
      const next = ch === ',' ? /[^ \t\n\r]/.exec(text.slice(i + 1)) : null;
      const start = next ? i + 1 + next.index : i;
      if ('{['.includes(text[start] ?? ' ')) {
        return at('concatenated', start, 'a second JSON value follows the first');
      }
      return at('syntax', i, `unexpected ${showChar(ch)} after the end of the JSON value`);
    }

    if (expect === 'after-value') {
      const top = stack.at(-1);
      const close = top === '{' ? '}' : ']';
      if (ch === ',') {
        comma = i++;
        expect = top === '{' ? 'key' : 'value';
      } else if (ch === close) {
        i++;
        stack.pop();
        opened.pop();
        done = stack.length === 0;
      } else {
        return at('syntax', i, `expected "," or "${close}" but found ${showChar(ch)}`);
      }
      continue;
    }
    if (expect === 'colon') {
      if (ch !== ':') return at('syntax', i, `expected ":" but found ${showChar(ch)}`);
      i++;
      expect = 'value';
      continue;
    }
    // A closing bracket right after a comma, or right after the opening one.
    if ((ch === '}' && expect === 'key') || (ch === ']' && expect === 'value' && stack.at(-1) === '[')) {
      if (comma >= 0) return at('trailing-comma', comma, `trailing comma before "${ch}"`);
      i++;
      stack.pop();
      opened.pop();
      expect = 'after-value';
      done = stack.length === 0;
      continue;
    }
    if (expect === 'key') {
      if (ch === '"') {
        const end = scanString(text, i);
        if (typeof end !== 'number') return end;
        i = end;
        expect = 'colon';
        comma = -1;
        continue;
      }
      if (ch === "'") return at('single-quote', i, 'single-quoted property name');
      WORD.lastIndex = i;
      const word = WORD.exec(text)?.[0];
      if (word) return at('unquoted-key', i, `unquoted property name ${word}`);
      return at('syntax', i, `expected a property name but found ${showChar(ch)}`);
    }

    // expect === 'value'
    comma = -1;
    if (ch === '{' || ch === '[') {
      stack.push(ch);
      opened.push(i);
      i++;
      expect = ch === '{' ? 'key' : 'value';
      continue;
    }
    if (ch === '"') {
      const end = scanString(text, i);
      if (typeof end !== 'number') return end;
      i = end;
    } else if (ch === "'") {
      return at('single-quote', i, 'single-quoted string');
    } else {
      NUMBER.lastIndex = i;
      LITERAL.lastIndex = i;
      const token = NUMBER.exec(text)?.[0] ?? LITERAL.exec(text)?.[0];
      WORD.lastIndex = i;
      const word = WORD.exec(text)?.[0];
      // "truex" or "01" would otherwise pass as a literal followed by garbage: judge the whole word.
      if (/^-?0\d/.test(text.slice(i, i + 3))) return at('syntax', i, 'number with a leading zero');
      if (!token || (word !== undefined && word !== token)) {
        return at('syntax', i, `unexpected ${word ? `word ${word}` : showChar(ch)}`);
      }
      i += token.length;
    }
    expect = 'after-value';
    done = stack.length === 0;
  }
}

/** End offset of the string starting at `start` (a '"'), or the error inside it. */
function scanString(text: string, start: number): number | Found {
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '"') return i + 1;
    if (ch === '\\') {
      const esc = text[i + 1];
      if (esc !== undefined && '"\\/bfnrt'.includes(esc)) i += 2;
      else if (esc === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
      else {
        const shown = esc === undefined ? '\\' : `\\${esc}`;
        return { kind: 'syntax', offset: i, detail: `invalid escape "${shown}" in a string` };
      }
      continue;
    }
    if (ch.charCodeAt(0) < 0x20) {
      const name = CONTROL_NAMES[ch] ?? showChar(ch);
      return { kind: 'control-character', offset: i, detail: `unescaped ${name} inside a string` };
    }
    i++;
  }
  return { kind: 'unterminated', offset: start, detail: 'string not closed' };
}

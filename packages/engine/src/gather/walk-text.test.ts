import { describe, expect, it } from 'vitest';
import { BlockText } from './walk.js';

/** The reference: collapse white space within blocks, one '\n' between non-empty blocks, trimmed. */
function reference(pieces: readonly (string | null)[]): string {
  return pieces
    .map((p) => (p === null ? '\n' : p))
    .join('')
    .replace(/[^\S\n]*\n\s*/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
}

function build(pieces: readonly (string | null)[]): string {
  const b = new BlockText();
  for (const p of pieces) {
    if (p === null) b.block();
    else b.text(p.replace(/\s+/g, ' '));
  }
  return b.toString();
}

describe('BlockText', () => {
  it.each([
    [['Hello', ' ', 'world']],
    [['  Hello  ', null, null, '  world ', 'again', null]],
    [[null, 'a', null, ' ', null, 'b\u00a0 c', ' d']],
    [['one', 'two', ' three ', null, '', '  ', 'four']],
    [[' ', null, ' ', 'x']],
    [['a', ' ', ' ', 'b', null]],
  ])('matches the reference normalisation for %j', (pieces) => {
    expect(build(pieces)).toBe(reference(pieces));
  });

  it('matches the reference on random sequences', () => {
    let seed = 7;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const atoms = ['word', ' ', '  ', '\u00a0', 'é', 'x y', ' a ', '\t', ''];
    for (let n = 0; n < 500; n++) {
      const pieces = Array.from({ length: 1 + Math.floor(rand() * 12) }, () =>
        rand() < 0.2 ? null : (atoms[Math.floor(rand() * atoms.length)] as string),
      );
      expect(build(pieces)).toBe(reference(pieces));
    }
  });
});

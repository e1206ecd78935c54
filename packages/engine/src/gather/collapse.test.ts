import { describe, expect, it } from 'vitest';
import { collapse, collapseRun } from './block-text.js';

describe('collapse and collapseRun', () => {
  // Text already made of single spaces is returned as it is (no copy through millions of matches).
  const samples = [
    '',
    ' ',
    'oak tables',
    'oak  tables',
    ' oak tables ',
    'oak\ttables',
    'oak\ntables\r\n',
    'oak\u00a0tables',
    'oak \u2003 tables',
    'oak\ufefftables',
    `${'oak '.repeat(10_000)}tables`,
    `${'oak '.repeat(10_000)} tables`,
  ];

  it('give what replacing every white-space run with one space gives', () => {
    for (const s of samples) {
      expect(collapseRun(s), JSON.stringify(s.slice(0, 20))).toBe(s.replace(/\s+/g, ' '));
      expect(collapse(s), JSON.stringify(s.slice(0, 20))).toBe(s.replace(/\s+/g, ' ').trim());
    }
  });
});

import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal-safe.js';

describe('terminalSafe', () => {
  it('drops C0 (but tab and line feed), DEL, C1 and bidi controls; keeps the visible text', () => {
    expect(terminalSafe('\u001b[2Ja\u0007b\u007fc\u009b31md\u202ee\u2066f\r\n\tg')).toBe('[2Jabc31mdef\n\tg');
    expect(terminalSafe('Café — 東京 🌳')).toBe('Café — 東京 🌳');
  });
});

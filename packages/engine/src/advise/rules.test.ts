import { describe, expect, it } from 'vitest';
import type { ReportCheck } from '../report/index.js';
import { suggestFromRules } from './rules.js';

const check = (id: string, status: ReportCheck['status'], severity: ReportCheck['severity'], gain: number): ReportCheck => ({
  id, category: 'meta', scope: 'page', title: id.toUpperCase(), status, severity, weight: 1, effectiveWeight: 1,
  score: status === 'good' ? 1 : 0, gain, message: `${id} is wrong on this page.`,
  details: { fix: `Fix ${id}.`, items: [{ value: `<${id}>`, line: 12 }], totalItems: 1 },
}); // prettier-ignore

describe('suggestFromRules', () => {
  it('orders by score gain, then priority, and names the first offending item with its line', () => {
    const out = suggestFromRules(
      [
        { check: check('small', 'recommended', 'recommended', 1), scoreGain: 0.5 },
        { check: check('big', 'critical', 'critical', 10), scoreGain: 6 },
        { check: check('capped-low', 'recommended', 'recommended', 3), scoreGain: 0 },
        { check: check('capped-high', 'critical', 'critical', 2), scoreGain: 0 },
        { check: check('fine', 'good', 'critical', 0), scoreGain: 0 },
      ],
      'en',
    );
    expect(out.map((s) => s.checkId)).toEqual(['big', 'small', 'capped-high', 'capped-low']);
    expect(out[0]).toMatchObject({ priority: 'high', scoreGain: 6 });
    expect(out[0]?.text).toBe('BIG: big is wrong on this page. Fix big. For example: <big> (line 12).');
  });

  it('writes the example in the report language', () => {
    const [s] = suggestFromRules([{ check: check('x', 'critical', 'critical', 1), scoreGain: 1 }], 'es');
    expect(s?.text).toContain('Por ejemplo: <x> (línea 12).');
  });
});

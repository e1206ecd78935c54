import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import type { LabAudit } from '../../lab/types.js';
import { labPage, type AuditChanges } from '../../test-support/lab.js';
import check from './dom-size.js';

const dom = (
  elements: number,
  depth: number,
  children: number,
  id = 'dom-size',
): Record<string, Partial<LabAudit>> => ({
  [id]: {
    numericValue: elements,
    items: [
      { statistic: 'Total DOM Elements', value: elements },
      { statistic: 'Maximum DOM Depth', value: depth, node: '<span class="deep">' },
      { statistic: 'Maximum Child Elements', value: children, node: '<ul class="wide">' },
    ],
  },
});

describe('dom-size', () => {
  it('passes at 640 elements, depth 14, 24 children', () => {
    const out = runCheck(check, labPage());
    expect(out).toMatchObject({
      status: 'good',
      value: 640,
      values: { elements: 640, depth: 14, children: 24 },
    });
  });

  it('fails above 3,000 elements and names the widest parent', () => {
    const out = runCheck(check, labPage({ mobile: { audits: dom(4210, 20, 180) } }));
    expect(out).toMatchObject({ status: 'critical', value: 4210 });
    expect(out.items).toEqual([
      {
        value: '<ul class="wide">',
        note: '180 child elements',
        noteRef: { key: 'childElements', values: { count: 180 } },
      },
    ]);
    expect(messageOf(check, out)).toContain('4,210 elements, more than 3,000');
  });

  it('is rec. for a small but deep DOM (depth 33); 1,500 elements is still good', () => {
    const deep = runCheck(check, labPage({ mobile: { audits: dom(900, 33, 10) } }));
    expect(deep).toMatchObject({ status: 'recommended', key: 'shape' });
    expect(deep.items).toEqual([
      { value: '<span class="deep">', note: 'depth 33', noteRef: { key: 'domDepth', values: { depth: 33 } } },
    ]);
    expect(runCheck(check, labPage({ mobile: { audits: dom(1500, 32, 60) } })).status).toBe('good');
    expect(runCheck(check, labPage({ mobile: { audits: dom(1501, 5, 5) } })).key).toBe('needsWork');
  });

  it('reads dom-size-insight’s statistics when the classic audit is absent (plain numeric values)', () => {
    const insight: AuditChanges = {
      'dom-size': null,
      'dom-size-insight': {
        items: [
          { statistic: 'Total elements', value: 3100 },
          { statistic: 'Most children', value: 12, node: '<body>' },
          { statistic: 'DOM depth', value: 9, node: '<h1>' },
        ],
      },
    };
    expect(runCheck(check, labPage({ mobile: { audits: insight } }))).toMatchObject({
      status: 'critical',
      values: { elements: 3100, depth: 9, children: 12 },
    });
    expect(
      runCheck(check, labPage({ mobile: { audits: { 'dom-size': null, 'dom-size-insight': null } } })).key,
    ).toBe('noAudit');
  });
});

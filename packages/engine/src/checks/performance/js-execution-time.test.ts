import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labPage } from '../../test-support/lab.js';
import check from './js-execution-time.js';

const bootup = (ms: number) => ({
  'bootup-time': {
    numericValue: ms,
    items: [{ url: 'https://example.com/long.js', total: ms, scripting: ms - 30, scriptParseCompile: 27 }],
  },
});

describe('js-execution-time', () => {
  it('passes at 0.6 s of script time, with total main-thread work', () => {
    const out = runCheck(check, labPage());
    expect(out).toMatchObject({ status: 'good', value: 0.6, values: { total: 1.5 } });
    expect(out.items).toBeUndefined();
  });

  it('fails above 3.5 s and lists the scripts', () => {
    const out = runCheck(check, labPage({ mobile: { audits: bootup(6027) } }));
    expect(out).toMatchObject({ status: 'critical', value: 6 });
    expect(out.items).toEqual([
      {
        value: 'https://example.com/long.js',
        note: '5,997 ms evaluation, 27 ms parse/compile',
        noteRef: { key: 'scriptTimes', values: { evaluation: 5997, parse: 27 } },
      },
    ]);
    expect(messageOf(check, out)).toContain('Scripts take 6 s');
  });

  it('2.0 s is already rec. ("< 2.0 s" good), 1.94 s is good, 3.5 s rec.; n/a without bootup-time', () => {
    expect(runCheck(check, labPage({ mobile: { audits: bootup(2000) } })).status).toBe('recommended');
    expect(runCheck(check, labPage({ mobile: { audits: bootup(1940) } })).status).toBe('good');
    expect(runCheck(check, labPage({ mobile: { audits: bootup(3500) } })).status).toBe('recommended');
    expect(runCheck(check, labPage({ mobile: { audits: { 'bootup-time': null } } })).key).toBe('noAudit');
  });
});

import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labPage } from '../../test-support/lab.js';
import check from './font-display.js';

describe('font-display', () => {
  it('passes when Lighthouse lists no font', () => {
    expect(runCheck(check, labPage())).toMatchObject({ status: 'good', value: 0 });
  });

  it('warns per font without font-display', () => {
    const items = [
      { url: 'https://example.com/fonts/a.woff2', wastedMs: 310 },
      { url: 'https://example.com/fonts/b.woff2', wastedMs: 0 },
    ];
    const out = runCheck(check, labPage({ mobile: { audits: { 'font-display': { score: 0, items } } } }));
    expect(out).toMatchObject({ status: 'recommended', key: 'missing', value: 2 });
    expect(out.items).toEqual([
      {
        value: 'https://example.com/fonts/a.woff2',
        note: 'text invisible for up to 310 ms',
        noteRef: { key: 'textInvisible', values: { ms: 310 } },
      },
      { value: 'https://example.com/fonts/b.woff2' },
    ]);
    expect(messageOf(check, out, 'es')).toContain('2 fuentes web se cargan');
  });

  it('reads font-display-insight when the classic audit is absent; counts a font listed twice once', () => {
    const items = [{ url: 'https://example.com/f.woff2' }, { url: 'https://example.com/f.woff2' }];
    const out = runCheck(
      check,
      labPage({ mobile: { audits: { 'font-display': null, 'font-display-insight': { items } } } }),
    );
    expect(out).toMatchObject({ status: 'recommended', value: 1 });
    expect(
      runCheck(check, labPage({ mobile: { audits: { 'font-display': null, 'font-display-insight': null } } }))
        .key,
    ).toBe('noAudit');
  });
});

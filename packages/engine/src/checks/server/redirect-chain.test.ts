import { describe, expect, it } from 'vitest';
import type { RedirectHop } from '../../fetch/types.js';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './redirect-chain.js';

const hop = (url: string, status: number, location: string): RedirectHop => ({
  url,
  status,
  location,
  timeMs: 5,
});
const A = 'http://example.com/old';
const B = 'https://example.com/old';
const C = 'https://example.com/new';
const D = 'https://www.example.com/new';

describe('redirect-chain', () => {
  it('passes a page answered directly, naming its URL', () => {
    const out = runOn(check, doc('<title>x</title>'), { url: C });
    expect(out).toMatchObject({ status: 'good', key: 'none', value: 0 });
    expect(messageOf(check, out)).toBe(`${C} answered directly, without redirects.`);
  });

  it('passes one hop and lists it', () => {
    const out = runOn(check, doc(''), { url: A, finalUrl: B, redirects: [hop(A, 301, B)] });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(`${A} reaches ${B} in one redirect.`);
    expect(out.items).toEqual([{ value: A, note: `301 → ${B}` }]);
  });

  it('recommends shortening two hops, in every language', () => {
    const out = runOn(check, doc(''), {
      url: A,
      finalUrl: C,
      redirects: [hop(A, 301, B), hop(B, 302, '/new')],
    });
    expect(out).toMatchObject({ status: 'recommended', value: 2 });
    expect(messageOf(check, out)).toBe(`${A} reaches ${C} through 2 redirects; each hop costs a round trip.`);
    expect(messageOf(check, out, 'es')).toContain(`${A} llega a ${C} tras 2 redirecciones`);
    expect(messageOf(check, out, 'fr')).toContain(`${A} mène à ${C} en 2 redirections`);
    expect(out.items?.[1]).toEqual({ value: B, note: '302 → /new' });
  });

  it('fails three hops or more', () => {
    const redirects = [hop(A, 301, B), hop(B, 301, C), hop(C, 301, D)];
    const out = runOn(check, doc(''), { url: A, finalUrl: D, redirects });
    expect(out).toMatchObject({ status: 'critical', key: 'long', value: 3 });
    expect(out.items).toHaveLength(3);
  });

  it('counts an immediate meta refresh as a hop, but not a delayed one', () => {
    const instant = doc('<meta http-equiv="Refresh" content="0; URL=\'/new\'">');
    const out = runOn(check, instant, { url: A, finalUrl: B, redirects: [hop(A, 301, B)] });
    expect(out).toMatchObject({ status: 'recommended', value: 2 });
    expect(messageOf(check, out)).toContain(`${A} reaches ${C} through 2 redirects`);
    expect(out.items?.[1]).toEqual({
      value: `<meta http-equiv="Refresh" content="0; URL='/new'">`,
      note: `→ ${C}`,
      line: 1,
    });
    const delayed = doc('<meta http-equiv="refresh" content="5;url=/new">');
    expect(runOn(check, delayed, { url: B }).key).toBe('none');
  });

  it('counts an immediate Refresh header too, and ignores malformed refresh values', () => {
    const out = runOn(check, doc(''), { url: B, headers: { refresh: '0;url=https://example.com/new' } });
    expect(out).toMatchObject({ status: 'good', key: 'one' });
    expect(out.items).toEqual([
      { value: 'Refresh: 0;url=https://example.com/new', note: `→ ${C}`, line: null },
    ]);
    const junk = doc(
      '<meta http-equiv="refresh" content="soon; url=/new"><meta http-equiv="refresh" content="0x">',
    );
    expect(runOn(check, junk, { url: B }).key).toBe('none');
  });

  it('fails an immediate refresh back into the redirect chain, or onto the page itself', () => {
    const back = doc(`<meta http-equiv="refresh" content="0;url=${A}">`);
    const out = runOn(check, back, { url: A, finalUrl: B, redirects: [hop(A, 301, B)] });
    expect(out).toMatchObject({ status: 'critical', key: 'loop' });
    expect(messageOf(check, out)).toBe(
      `The page ${B} refreshes immediately to ${A}, which redirects back to it: a redirect loop.`,
    );
    const self = runOn(check, doc('<meta http-equiv="refresh" content="0">'), { url: C });
    expect(self).toMatchObject({ status: 'critical', key: 'reload' });
    expect(messageOf(check, self, 'fr')).toContain(`La page ${C} se rafraîchit vers elle-même`);
  });
});

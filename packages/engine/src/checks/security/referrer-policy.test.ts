import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './referrer-policy.js';

const page = doc('<title>x</title>');

describe('referrer-policy', () => {
  it('passes strict policies from the header', () => {
    const out = runOn(check, page, { headers: { 'referrer-policy': 'strict-origin-when-cross-origin' } });
    expect(out).toMatchObject({ status: 'good', value: 'strict-origin-when-cross-origin' });
  });
  it('reads a <meta name="referrer"> with its line', () => {
    const out = runOn(check, doc('<meta name="referrer" content="no-referrer">'));
    expect(out.status).toBe('good');
    expect(out.items?.[0]?.line).toBe(1);
  });
  it('recommends when missing, weak or unknown', () => {
    expect(runOn(check, page).key).toBe('missing');
    const weak = runOn(check, page, { headers: { 'referrer-policy': 'no-referrer-when-downgrade' } });
    expect(weak).toMatchObject({ status: 'recommended', key: 'weak' });
    expect(messageOf(check, weak, 'es')).toContain('no-referrer-when-downgrade');
    expect(runOn(check, page, { headers: { 'referrer-policy': 'bogus' } }).key).toBe('unknown');
  });
  it('is critical for unsafe-url', () => {
    expect(runOn(check, page, { headers: { 'referrer-policy': 'unsafe-url' } }).status).toBe('critical');
  });
  it('uses the last recognised token of a fallback list', () => {
    const out = runOn(check, page, {
      headers: { 'referrer-policy': 'no-referrer, strict-origin-when-cross-origin, new-policy' },
    });
    expect(out.value).toBe('strict-origin-when-cross-origin');
  });
});

import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './server-disclosure.js';

const page = doc('<title>x</title>');

describe('server-disclosure', () => {
  it('passes when nothing is disclosed', () => {
    expect(runOn(check, page)).toMatchObject({ status: 'good', key: 'pass' });
  });
  it('passes a product name without version', () => {
    expect(runOn(check, page, { headers: { server: 'nginx' } }).key).toBe('product');
  });
  it('flags exact versions in headers and the generator meta', () => {
    const out = runOn(check, page, { headers: { server: 'Apache/2.4.41 (Ubuntu)' } });
    expect(out).toMatchObject({ status: 'recommended', key: 'version' });
    expect(messageOf(check, out)).toContain('"Apache/2.4.41 (Ubuntu)"');
    const meta = runOn(check, doc('<meta name="generator" content="WordPress 6.4.2">'));
    expect(meta.key).toBe('version');
    expect(meta.items?.[0]).toMatchObject({ note: '<meta name="generator">', line: 1 });
  });
  it('flags X-Powered-By even without a version', () => {
    expect(runOn(check, page, { headers: { 'x-powered-by': 'Express' } }).key).toBe('poweredBy');
  });
});

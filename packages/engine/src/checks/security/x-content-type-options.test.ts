import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './x-content-type-options.js';

const page = doc('<title>x</title>');

describe('x-content-type-options', () => {
  it('passes with nosniff in any letter case', () => {
    expect(runOn(check, page, { headers: { 'x-content-type-options': 'NoSniff' } }).status).toBe('good');
  });
  it('recommends the header when it is missing', () => {
    expect(runOn(check, page)).toMatchObject({ status: 'recommended', key: 'missing' });
  });
  it('names a wrong value', () => {
    const out = runOn(check, page, { headers: { 'x-content-type-options': 'sniff-please' } });
    expect(out.key).toBe('other');
    expect(messageOf(check, out, 'fr')).toContain('« sniff-please »');
  });
  it('reads only the first of repeated values, as browsers do', () => {
    expect(runOn(check, page, { headers: { 'x-content-type-options': ['nosniff', 'other'] } }).status).toBe(
      'good',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './permissions-policy.js';

const page = doc('<title>x</title>');

describe('permissions-policy', () => {
  it('passes a restrictive policy and names the features', () => {
    const out = runOn(check, page, {
      headers: { 'permissions-policy': 'camera=(), microphone=(), geolocation=(self)' },
    });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('camera, microphone, geolocation');
  });
  it('recommends one when missing, or when only Feature-Policy is sent', () => {
    expect(runOn(check, page).key).toBe('missing');
    expect(runOn(check, page, { headers: { 'feature-policy': "camera 'none'" } }).key).toBe('legacy');
  });
  it('is not a pass when it allows every powerful feature to everyone', () => {
    const out = runOn(check, page, { headers: { 'permissions-policy': 'camera=*, fullscreen=(self)' } });
    expect(out).toMatchObject({ status: 'recommended', key: 'permissive' });
  });
});

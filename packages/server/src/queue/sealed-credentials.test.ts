import { describe, expect, it } from 'vitest';
import { credentialKey, openCredentials, sealCredentials, SealError } from './sealed-credentials.js';

const CREDENTIALS = {
  headers: [{ name: 'Authorization', value: 'Bearer tok-0a1b2c3d4e5f' }],
  basicAuth: { username: 'preview', password: 'pw-9f8e7d6c5b4a' },
};
const key = credentialKey('scale-out-test-secret-0123456789abcdef');

describe('sealed credentials', () => {
  it('opens what it sealed for the same job, and the blob holds no value in clear', () => {
    const sealed = sealCredentials(CREDENTIALS, key, 'job-1');
    expect(openCredentials(sealed, key, 'job-1')).toEqual(CREDENTIALS);
    const raw = Buffer.from(sealed, 'base64').toString('latin1');
    for (const text of [sealed, raw]) {
      expect(text).not.toContain('tok-0a1b2c3d4e5f');
      expect(text).not.toContain('pw-9f8e7d6c5b4a');
    }
    // A fresh IV each time: the same credentials never seal to the same blob.
    expect(sealCredentials(CREDENTIALS, key, 'job-1')).not.toBe(sealed);
  });

  it('refuses another job, another SESSION_SECRET and altered data', () => {
    const sealed = sealCredentials(CREDENTIALS, key, 'job-1');
    expect(() => openCredentials(sealed, key, 'job-2')).toThrow(SealError);
    expect(() =>
      openCredentials(sealed, credentialKey('another-secret-0123456789abcdefghij'), 'job-1'),
    ).toThrow(SealError);
    const bytes = Buffer.from(sealed, 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(() => openCredentials(bytes.toString('base64'), key, 'job-1')).toThrow(SealError);
    expect(() => openCredentials('', key, 'job-1')).toThrow(SealError);
  });
});

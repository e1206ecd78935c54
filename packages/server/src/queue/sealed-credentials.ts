/**
 * An audit's credentials in a Redis job (issue 26): Redis holds job data in clear and may persist it
 * (RDB/AOF, replicas), so the credentials travel sealed with AES-256-GCM under a key derived from
 * SESSION_SECRET (HKDF-SHA256, its own label), which every API process and worker shares. The job id is
 * the additional data: a sealed blob copied into another job does not open. The job is removed once its
 * caller has the answer (redis-backend.ts).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AuditCredentials } from '@rankscope/engine';

const LABEL = 'rankscope/audit-credentials/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The sealing key: HKDF-SHA256 of SESSION_SECRET under this module's label. */
export function credentialKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), LABEL, 32));
}

/** base64(iv ‖ tag ‖ ciphertext) of the credentials' JSON, bound to `jobId`. */
export function sealCredentials(credentials: AuditCredentials, key: Buffer, jobId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(jobId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** A sealed blob that does not open: another SESSION_SECRET, another job, or altered data. */
export class SealError extends Error {
  constructor() {
    super(
      "The audit's credentials could not be decrypted (is SESSION_SECRET the same on every API process and worker?)",
    );
    this.name = 'SealError';
  }
}

export function openCredentials(sealed: string, key: Buffer, jobId: string): AuditCredentials {
  const raw = Buffer.from(sealed, 'base64');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new SealError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(jobId, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(json.toString('utf8')) as AuditCredentials;
  } catch {
    throw new SealError();
  }
}

/**
 * Server-signed reports: the server publishes (share links) and prints (PDF) only reports it produced.
 * Each report `POST /api/audit` answers carries `signature`, an HMAC-SHA256 over the report exactly as it
 * went on the wire (canonical JSON: keys sorted, no spaces, the signature field left out), so a client
 * sends it back unchanged and any edit — a score, a text, a URL — fails the check. The key is derived
 * from SESSION_SECRET (or the generated secret in DATA_DIR/secrets.json), under its own label, so it is
 * never the cookie-signing key itself.
 *
 * Signatures do not expire: a genuine report stays genuine (people reopen last week's audit to print or
 * share it), and replaying one publishes nothing the server did not write. Rotating SESSION_SECRET
 * voids every signature at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const SIGNATURE_FIELD = 'signature';
const VERSION = 'v1';
const KEY_LABEL = 'rankscope/report-signature/v1';
/** Far deeper than any report (about 6 levels); past it, a body is not one the server wrote. */
const MAX_DEPTH = 64;

export type Verdict = 'valid' | 'unsigned' | 'tampered';

class TooDeep extends Error {}

const keyOf = (secret: string): Buffer => createHmac('sha256', secret).update(KEY_LABEL).digest();

/**
 * JSON with object keys sorted (by UTF-16 code units) and no whitespace: one text per value, however the
 * client re-serialised it. For values read from JSON, so no undefined inside arrays, no cycles.
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts: string[] = [];
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) parts.push(`${JSON.stringify(key)}:${canonicalJson(v, depth + 1)}`);
    }
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function mac(report: Record<string, unknown>, secret: string): string {
  const { [SIGNATURE_FIELD]: _ignored, ...content } = report;
  return createHmac('sha256', keyOf(secret)).update(canonicalJson(content)).digest('base64url');
}

/** The report with its signature, over the given (already wire-shaped) JSON object. */
export function signReport<T extends Record<string, unknown>>(
  wire: T,
  secret: string,
): T & { signature: string } {
  return { ...wire, [SIGNATURE_FIELD]: `${VERSION}.${mac(wire, secret)}` };
}

/**
 * The report the audit route answers, signed: serialised by the route's own 200 schema first (which drops
 * what the schema does not name), because the signature must cover exactly what the client receives.
 */
export function signForReply<T extends object>(
  reply: FastifyReply,
  report: T,
  secret: string,
): T & { signature: string } {
  // The route's 200 answer is declared per media type (routes/responses.ts `json`).
  const wire = JSON.parse(
    reply.serializeInput(report as Record<string, unknown>, '200', 'application/json') as string,
  ) as T & Record<string, unknown>;
  return signReport(wire, secret);
}

/** Whether a report sent back by a client is one this server signed, unchanged. */
export function verifyReport(report: Record<string, unknown>, secret: string): Verdict {
  const given = report[SIGNATURE_FIELD];
  if (typeof given !== 'string' || !given.startsWith(`${VERSION}.`)) return 'unsigned';
  let expected: string;
  try {
    expected = mac(report, secret);
  } catch (err) {
    if (err instanceof TooDeep) return 'tampered';
    throw err;
  }
  const a = Buffer.from(given.slice(VERSION.length + 1));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? 'valid' : 'tampered';
}

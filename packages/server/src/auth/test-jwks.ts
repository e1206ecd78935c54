/**
 * Test helper: a local stand-in for Google's JWKS endpoint on 127.0.0.1 (node:http serving `{keys}`),
 * with a signing key pair and a builder for ID tokens — valid ones and every kind of bad one.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export const TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com';
export const TEST_KID = 'test-key-1';

export interface TokenOptions {
  /** Claims replacing (or, with undefined, removing) the defaults. */
  claims?: Record<string, unknown>;
  /** Seconds since the epoch; default: the `now` given to the builder. */
  iat?: number;
  /** Lifetime in seconds (Google's tokens live an hour); default 3600. */
  lifetime?: number;
  key?: CryptoKey;
  kid?: string;
  alg?: string;
}

export interface TestJwks {
  url: string;
  /** Requests served so far. */
  hits: number;
  /** Make the endpoint answer with this instead of the key set (status, body), or hang forever. */
  misbehave(mode: { status: number; body: string } | 'hang' | null): void;
  /** A Google-like ID token signed with the served key, issued at `now` (ms). */
  sign(now: number, options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

export const defaultClaims = (): Record<string, unknown> => ({
  iss: 'https://accounts.google.com',
  aud: TEST_CLIENT_ID,
  azp: TEST_CLIENT_ID,
  sub: '110169484474386276334',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
  picture: 'https://lh3.googleusercontent.com/a/ada',
});

/** `header.payload.` with alg "none": what an attacker sends hoping the signature is not checked. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

export async function startJwks(extraKeys: JWK[] = []): Promise<TestJwks> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: TEST_KID, alg: 'RS256', use: 'sig' };
  let mode: { status: number; body: string } | 'hang' | null = null;
  const state = { hits: 0 };

  const server = createServer((_req, res) => {
    state.hits++;
    if (mode === 'hang') return; // never answers; close() drops the connection
    const { status, body } = mode ?? { status: 200, body: JSON.stringify({ keys: [jwk, ...extraKeys] }) };
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    get hits() {
      return state.hits;
    },
    misbehave(m) {
      mode = m;
    },
    async sign(now, options = {}) {
      const iat = options.iat ?? Math.floor(now / 1000);
      const claims: Record<string, unknown> = { ...defaultClaims(), ...options.claims };
      for (const [k, v] of Object.entries(claims)) if (v === undefined) delete claims[k];
      return new SignJWT(claims as JWTPayload)
        .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? TEST_KID, typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + (options.lifetime ?? 3600))
        .sign(options.key ?? privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthError, createGoogleVerifier, JWKS_MAX_BYTES, type GoogleVerifierOptions } from './google.js';
import { defaultClaims, startJwks, TEST_CLIENT_ID, unsignedToken, type TestJwks } from './test-jwks.js';

const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR_S = 3600;

let jwks: TestJwks | undefined;
afterEach(async () => {
  await jwks?.close();
  jwks = undefined;
});

function verifier(url: string, options: Partial<GoogleVerifierOptions> = {}) {
  return createGoogleVerifier({ clientId: TEST_CLIENT_ID, jwksUrl: url, now: () => NOW, ...options });
}

/** The AuthError a verification fails with (fails the test when it succeeds). */
async function failure(promise: Promise<unknown>): Promise<AuthError> {
  const err = await promise.then(
    () => new Error('token was accepted'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AuthError);
  return err as AuthError;
}

describe('Google ID-token verification', () => {
  it('accepts a valid token from either Google issuer and returns the identity', async () => {
    jwks = await startJwks();
    const verify = verifier(jwks.url);
    expect(await verify(await jwks.sign(NOW))).toEqual({
      sub: '110169484474386276334',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      picture: 'https://lh3.googleusercontent.com/a/ada',
    });
    const bare = await jwks.sign(NOW, { claims: { iss: 'accounts.google.com' } });
    expect((await verify(bare)).email).toBe('ada@example.com');
    // Keys are fetched once and cached, not per sign-in.
    expect(jwks.hits).toBe(1);
  });

  it('rejects bad tokens as INVALID_TOKEN, each for its own reason', async () => {
    const ec = await generateKeyPair('ES256');
    const ecJwk = { ...(await exportJWK(ec.publicKey)), kid: 'ec-key', alg: 'ES256' };
    jwks = await startJwks([ecJwk]);
    const j = jwks;
    const verify = verifier(j.url);
    const other = await generateKeyPair('RS256');
    const nowS = NOW / 1000;

    const cases: [string, Promise<string> | string, string][] = [
      // Expired an hour ago by the server's clock (still in the future by the wall clock of today).
      ['expired', j.sign(NOW, { iat: nowS - 2 * HOUR_S }), 'ERR_JWT_EXPIRED'],
      [
        'wrong audience',
        j.sign(NOW, { claims: { aud: 'someone-else.apps.googleusercontent.com' } }),
        'ERR_JWT_CLAIM_VALIDATION_FAILED',
      ],
      [
        'wrong issuer',
        j.sign(NOW, { claims: { iss: 'https://accounts.evil.example' } }),
        'ERR_JWT_CLAIM_VALIDATION_FAILED',
      ],
      [
        'signed by another key under our kid',
        j.sign(NOW, { key: other.privateKey }),
        'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
      ],
      [
        'signed by an unknown key',
        j.sign(NOW, { key: other.privateKey, kid: 'nope' }),
        'ERR_JWKS_NO_MATCHING_KEY',
      ],
      [
        'unsigned (alg none)',
        unsignedToken({ ...defaultClaims(), iat: nowS, exp: nowS + HOUR_S }),
        'ERR_JOSE_ALG_NOT_ALLOWED',
      ],
      // A key in the set, but not RS256: only RS256 is accepted.
      ['ES256', j.sign(NOW, { key: ec.privateKey, kid: 'ec-key', alg: 'ES256' }), 'ERR_JOSE_ALG_NOT_ALLOWED'],
      ['email not verified', j.sign(NOW, { claims: { email_verified: false } }), 'email_not_verified'],
      [
        'email_verified as a string',
        j.sign(NOW, { claims: { email_verified: 'true' } }),
        'email_not_verified',
      ],
      ['no email', j.sign(NOW, { claims: { email: undefined } }), 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
      ['not a JWT', 'not-a-jwt', 'ERR_JWS_INVALID'],
    ];
    for (const [label, token, reason] of cases) {
      const err = await failure(verify(await token));
      expect({ label, code: err.code, reason: err.reason }).toEqual({ label, code: 'INVALID_TOKEN', reason });
      expect(err.message).toBe('Invalid authentication. Please try again.');
    }
  });

  it('falls back to the email for a missing name and drops non-https pictures', async () => {
    jwks = await startJwks();
    const token = await jwks.sign(NOW, { claims: { name: undefined, picture: 'javascript:alert(1)' } });
    expect(await verifier(jwks.url)(token)).toMatchObject({ name: 'ada@example.com', picture: null });
  });

  it('treats an unreachable or broken key set as AUTH_UNAVAILABLE, not a bad token', async () => {
    jwks = await startJwks();
    const token = await jwks.sign(NOW);

    jwks.misbehave({ status: 500, body: 'oops' });
    expect((await failure(verifier(jwks.url)(token))).code).toBe('AUTH_UNAVAILABLE');
    jwks.misbehave({ status: 200, body: 'not json' });
    expect((await failure(verifier(jwks.url)(token))).code).toBe('AUTH_UNAVAILABLE');
    // A key set padded past JWKS_MAX_BYTES is not read to its end (valid JSON, but not keys either).
    jwks.misbehave({ status: 200, body: `${' '.repeat(JWKS_MAX_BYTES)}{"keys":[]}` });
    expect(await failure(verifier(jwks.url)(token))).toMatchObject({
      code: 'AUTH_UNAVAILABLE',
      reason: 'jwks_too_large',
    });

    const url = jwks.url;
    await jwks.close();
    jwks = undefined;
    const refused = await failure(verifier(url)(token));
    expect(refused.code).toBe('AUTH_UNAVAILABLE');
    expect(refused.message).toMatch(/temporarily unavailable/);
  });

  it('answers within its time limits when the key set never answers', async () => {
    jwks = await startJwks();
    const token = await jwks.sign(NOW);
    jwks.misbehave('hang');

    // The key server hangs: each limit ends the wait (the reason names which), and not before it.
    let started = performance.now();
    const slow = await failure(verifier(jwks.url, { jwksTimeoutMs: 200 })(token));
    expect(slow).toMatchObject({ code: 'AUTH_UNAVAILABLE', reason: 'ERR_JWKS_TIMEOUT' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);

    started = performance.now();
    const late = await failure(verifier(jwks.url, { deadlineMs: 200 })(token));
    expect(late).toMatchObject({ code: 'AUTH_UNAVAILABLE', reason: 'deadline' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('checks the signature against the served key, not one embedded in the token', async () => {
    // A token carrying its own key in the header (jwk) must still be checked against Google's set.
    jwks = await startJwks();
    const attacker = await generateKeyPair('RS256');
    const token = await new SignJWT({ ...defaultClaims() })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1', jwk: await exportJWK(attacker.publicKey) })
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + HOUR_S)
      .sign(attacker.privateKey);
    expect((await failure(verifier(jwks.url)(token))).code).toBe('INVALID_TOKEN');
  });
});

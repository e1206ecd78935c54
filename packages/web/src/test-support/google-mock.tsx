/**
 * Stand-in for @react-oauth/google in component tests: Google's real button needs Google's script and
 * a cross-origin iframe. Keeps the library's provider rule so a GoogleLogin outside it still fails.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { CredentialResponse } from '@react-oauth/google';

export const googleMock = { scriptFails: false, credential: 'test-id-token' as string | undefined };

const Ctx = createContext(false);

export function GoogleOAuthProvider(props: { children: ReactNode; onScriptLoadError?: () => void }) {
  const { onScriptLoadError } = props;
  useEffect(() => {
    if (googleMock.scriptFails) onScriptLoadError?.();
  }, [onScriptLoadError]);
  return <Ctx.Provider value={true}>{props.children}</Ctx.Provider>;
}

export function GoogleLogin(props: {
  onSuccess: (r: CredentialResponse) => void;
  onError?: () => void;
  size?: string;
}) {
  if (!useContext(Ctx)) throw new Error('Google OAuth components must be used within GoogleOAuthProvider');
  return (
    <>
      <button type="button" onClick={() => props.onSuccess({ credential: googleMock.credential })}>
        {`Google sign-in (${props.size ?? 'large'})`}
      </button>
      <button type="button" onClick={() => props.onError?.()}>
        Google widget fails
      </button>
    </>
  );
}

export function googleLogout() {}

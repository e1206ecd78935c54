/**
 * Applies an audit's credentials (credential-scope.ts) to one page of a lab browser through the Chrome
 * DevTools Protocol, before the page loads the audited URL. Used by the Lighthouse worker (a Puppeteer
 * page in a browser context of its own per run) and the Renderer (a Playwright page in a context of its
 * own per render), so one audit's credentials live and die with its own browser context: concurrent
 * audits of other users in the same browser (the Renderer's) or later audits in the same warm Chromium
 * (a Lighthouse worker's) never see them.
 *
 * - Headers (HTTP Basic included, sent preemptively): the Fetch domain pauses every request of the page at
 *   the request stage; one to a credential origin (exact scheme + host + port) goes on with the headers
 *   added, any other goes on unchanged, or stripped of a header carrying a credential value if it
 *   inherited one (a redirect hop to another origin). This works the same for http and https: the guard
 *   proxy only sees CONNECT tunnels for https, so injecting there could not reach https origins.
 * - Cookies: added to the Cookie header of requests to a credential origin, the same way (merged with
 *   the cookies the site set during the load, which the paused request carries). They are not put in
 *   the browser's cookie jar: the jar scopes cookies by host, not port (RFC 6265), so another port of
 *   the audited host received them, while the credentials are promised to the audited origin only. The
 *   page's scripts therefore do not see them in document.cookie (a session cookie is usually HttpOnly
 *   anyway).
 * - localStorage: the page first loads a stand-in document at each storage origin, answered here
 *   (Fetch.fulfillRequest: no request leaves the browser), sets the entries there, and only then goes to
 *   the audited URL, so the entries exist before any script of the page runs.
 *
 * Limits: requests of other targets than the page (cross-site iframes in their own process, service
 * workers) are not paused, so they go without the headers (never with them). Errors never carry a value.
 */
import { headersForRequest, isCredentialOrigin, type CredentialScope } from './credential-scope.js';

/** The part of a CDP session (Puppeteer's or Playwright's) used here. */
export interface CdpSession {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  on(event: string, listener: (params: never) => void): unknown;
  off(event: string, listener: (params: never) => void): unknown;
}

interface RequestPaused {
  requestId: string;
  request: { url: string; method: string; headers: Record<string, string> };
  resourceType?: string;
}

/** A stand-in document for setting an origin's localStorage: empty, never cached. */
const STAND_IN = Buffer.from('<!DOCTYPE html><title></title>', 'utf8').toString('base64');

/** How long the stand-in document of one origin may take to load (it never touches the network). */
const STAND_IN_TIMEOUT_MS = 10_000;

/** A failure of the browser while applying credentials, named by step only (never a value). */
class CredentialError extends Error {
  constructor(step: string) {
    super(`the credentials could not be set in the lab browser (${step})`);
  }
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new CredentialError(name);
  }
}

/**
 * Sets localStorage and starts adding the headers and cookies, on a page that has not loaded the audited
 * URL yet. Rejects (with a value-free message) when the browser refuses a step.
 */
export async function applyCredentials(session: CdpSession, scope: CredentialScope): Promise<void> {
  const needsFetch = scope.headers.length > 0 || scope.cookies.length > 0 || scope.localStorage.length > 0;
  if (!needsFetch) return;

  // The URL being answered with the stand-in document while localStorage is set, else null.
  let standIn: string | null = null;
  const onPaused = (event: RequestPaused): void => {
    const { requestId, request } = event;
    if (standIn !== null && request.url === standIn && request.method === 'GET') {
      void session
        .send('Fetch.fulfillRequest', {
          requestId,
          responseCode: 200,
          responseHeaders: [
            { name: 'content-type', value: 'text/html; charset=utf-8' },
            { name: 'cache-control', value: 'no-store' },
          ],
          body: STAND_IN,
        })
        .catch(() => undefined);
      return;
    }
    const headers = headersForRequest(request.url, request.headers, scope);
    // A request gone meanwhile (page closed, navigation cancelled) rejects: nothing to do then.
    const ignore = (): undefined => undefined;
    if (!headers) {
      void session.send('Fetch.continueRequest', { requestId }).catch(ignore);
      return;
    }
    const toCredentialOrigin = isCredentialOrigin(request.url, scope);
    void session.send('Fetch.continueRequest', { requestId, headers }).catch(() =>
      // Headers the browser refuses (a name it forbids): a credential origin's request goes on without
      // them rather than hang paused; one that had to lose an inherited secret fails rather than keep it.
      toCredentialOrigin
        ? session.send('Fetch.continueRequest', { requestId }).catch(ignore)
        : session.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' }).catch(ignore),
    );
  };
  session.on('Fetch.requestPaused', onPaused as (params: never) => void);
  await step('request interception', () =>
    session.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] }),
  );

  if (scope.localStorage.length === 0) return;
  await step('page events', () => session.send('Page.enable'));
  for (const { origin, entries } of scope.localStorage) {
    standIn = `${origin}/`;
    await step('localStorage', () => loadStandIn(session, `${origin}/`));
    const pairs = JSON.stringify(entries.map((e) => [e.name, e.value]));
    const expression = `(() => { if (location.origin !== ${JSON.stringify(origin)}) return false; for (const [k, v] of ${pairs}) localStorage.setItem(k, v); return true; })()`;
    const result = (await step('localStorage', () =>
      session.send('Runtime.evaluate', { expression, returnByValue: true }),
    )) as { result?: { value?: unknown } };
    if (result.result?.value !== true) throw new CredentialError('localStorage');
  }
  standIn = null;
}

/** Navigates the page to `url` (answered by the stand-in) and waits for its load event. */
function loadStandIn(session: CdpSession, url: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const done = (err?: Error): void => {
      clearTimeout(timer);
      session.off('Page.loadEventFired', loaded);
      if (err) reject(err);
      else resolve();
    };
    const loaded = (): void => done();
    const timer = setTimeout(() => done(new Error('timeout')), STAND_IN_TIMEOUT_MS);
    session.on('Page.loadEventFired', loaded);
    session.send('Page.navigate', { url }).then(
      (answer) => {
        if ((answer as { errorText?: string }).errorText) done(new Error('navigation failed'));
      },
      () => done(new Error('navigation failed')),
    );
  });
}

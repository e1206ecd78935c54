/**
 * E2E harness: the real, built server (`packages/server/dist/server.js`, serving the built web app) in a
 * child process on a free port with a temporary data directory, a local Google JWKS so test ID tokens
 * are trusted, and real Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startJwks, TEST_CLIENT_ID, type TestJwks } from '../../packages/server/src/auth/test-jwks.js';
import { testCertificate } from '../../packages/engine/src/test-support/certificates.js';
import { freePort } from '../../packages/engine/src/test-support/test-server.js';
import { Agent, fetch as undiciFetch } from 'undici';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(ROOT, 'packages/server/dist/server.js');
export const SCREENSHOTS = join(ROOT, 'docs/screenshots');

/** With SCREENSHOTS=1, saves a screenshot of a main screen under docs/screenshots/ (for the README). */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

export interface Rankscope {
  origin: string;
  /** The test CA (PEM) when the server runs HTTPS itself, for clients that must trust it. */
  ca: string | null;
  jwks: TestJwks;
  /** Server output so far (for failure messages). */
  output(): string;
  close(): Promise<void>;
}

export async function startRankscope(
  env: Record<string, string> = {},
  { tls = false }: { tls?: boolean } = {},
): Promise<Rankscope> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
  const jwks = await startJwks();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rankscope-e2e-'));
  const pems = tls ? await testCertificate({ ips: ['127.0.0.1'] }) : null;
  if (pems) {
    writeFileSync(join(dataDir, 'cert.pem'), pems.cert);
    writeFileSync(join(dataDir, 'key.pem'), pems.key);
  }
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ALLOW_PRIVATE_TARGETS: 'true',
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: jwks.url,
      LOG_LEVEL: 'warn',
      RANKSCOPE_LAB: 'off', // the lab has its own test (lab.lab.e2e.ts); here audits stay fast
      ...(pems ? { TLS_CERT_FILE: join(dataDir, 'cert.pem'), TLS_KEY_FILE: join(dataDir, 'key.pem') } : {}),
      ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
      // PUBLIC_URL: 'self' is this server's own address (alert links must be absolute; the port is picked here).
      ...env,
      ...(env.PUBLIC_URL === 'self' ? { PUBLIC_URL: `${tls ? 'https' : 'http'}://127.0.0.1:${port}` } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const origin = `${pems ? 'https' : 'http'}://127.0.0.1:${port}`;
  const dispatcher = pems ? new Agent({ connect: { ca: pems.cert } }) : undefined;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await undiciFetch(`${origin}/api/health`, { dispatcher })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start within 20 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await dispatcher?.close();
  return {
    origin,
    ca: pems?.cert ?? null,
    jwks,
    output: () => log,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await jwks.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    // The self-signed test certificate of a TLS run; nothing else is served here.
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--ignore-certificate-errors',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Nothing outside 127.0.0.1 is reachable here; fail Google's hosts at once instead of waiting.
      '--host-resolver-rules=MAP accounts.google.com ~NOTFOUND, MAP *.googleapis.com ~NOTFOUND, MAP *.gstatic.com ~NOTFOUND, MAP pagead2.googlesyndication.com ~NOTFOUND, MAP clients2.google.com ~NOTFOUND',
    ],
  });
}

/**
 * Waits until the app answers input: before that, a click on the prerendered home page submits its form
 * natively, and a field filled then is replaced by the app's own. Pages that are not the app (JSON, a
 * PDF, the server's error pages) have no #root and pass at once.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
    undefined,
    { timeout: 30_000 },
  );
}

/** Makes `goto` and `reload` return once the app answers input, unless told to return earlier. */
function waitForAppOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  type Options = { waitUntil?: string } | undefined;
  const settle = async <T>(options: Options, loaded: Promise<T>): Promise<T> => {
    const response = await loaded;
    if (options?.waitUntil !== 'commit') await appReady(page);
    return response;
  };
  page.goto = (url, options) => settle(options, goto(url, options));
  page.reload = (options) => settle(options, reload(options));
  return page;
}

/**
 * A fresh browser context (its own storage and cookies) at a desktop or phone viewport. Its pages' `goto`
 * and `reload` wait for the app to answer input (`appReady`), so a test never types into the
 * prerendered page.
 */
export async function newContext(
  browser: Browser,
  viewport: 'desktop' | 'mobile' = 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext(
    viewport === 'mobile'
      ? {
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          ignoreHTTPSErrors: true,
        }
      : { viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true },
  );
  const wrapped = new WeakSet<Page>();
  const wrap = (page: Page): Page => {
    if (!wrapped.has(page)) wrapped.add(waitForAppOnLoad(page));
    return page;
  };
  context.on('page', wrap);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => wrap(await newPage());
  return context;
}

/** Signs `page` in as the test user: a token from the test JWKS the server trusts, posted as Google's widget would. */
export async function signIn(page: Page, app: Rankscope): Promise<void> {
  const credential = await app.jwks.sign(Date.now());
  const status = await page.evaluate(
    (token) =>
      fetch('/api/auth/google', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ credential: token }),
      }).then((r) => r.status),
    credential,
  );
  if (status !== 200) throw new Error(`test sign-in answered ${status}`);
  await page.reload();
}

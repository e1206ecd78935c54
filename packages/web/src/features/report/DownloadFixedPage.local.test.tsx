/**
 * "Download the fixed page" against the real server: the web app's requests to /api/* go over HTTP to the
 * server running in a child process (server/src/test-support/fixed-page-server.ts), which fetches a page served on 127.0.0.1,
 * audits it again and answers it with its verified fixes applied; the browser saves that file under the
 * server's name, and says why in the page's language when the page is no longer the report's.
 */
import type { Report } from '@rankscope/engine/report';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { AllFixes } from './AllFixes';

// The repository's root (vitest runs there; import.meta.url is not a file: URL under jsdom).
const root = `${process.cwd()}/`;
let child: ChildProcessWithoutNullStreams;
let next: () => Promise<string>;
let started: { origin: string; report: Report; fixed: string };

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/test-support/fixed-page-server.ts'],
    {
      cwd: root,
      env: { ...process.env, TSX_TSCONFIG_PATH: `${root}tsconfig.test.json` },
    },
  );
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`the server process ended: ${errors}`);
    return line.value;
  };
  started = JSON.parse(await next()) as typeof started;
}, 90_000);
afterAll(async () => {
  if (child.exitCode !== null) return;
  const ended = new Promise((done) => child.once('exit', done));
  child.stdin.end();
  await ended;
});
afterEach(() => vi.restoreAllMocks());

/** The web app's fetch of /api/* sent to the real server. */
function toServer(): void {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    real(String(input).startsWith('/api/') ? `${started.origin}${String(input)}` : input, init),
  );
}

function captureDownload(): () => { name: string; blob: Blob | null } {
  let name = '';
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:fixed';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  return () => ({ name, blob });
}

describe('Download the fixed page', () => {
  it('saves the page the server writes with every verified fix applied, as rankscope fix does', async () => {
    toServer();
    const file = captureDownload();
    await renderWithApp(<AllFixes report={started.report} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the fixed page' }));
    await waitFor(() => expect(file().name).toBe('tables-fixed.html'), { timeout: 30_000 });
    expect(await file().blob!.text()).toBe(started.fixed);
    expect(started.fixed).toContain('<html lang="en">');
  }, 60_000);

  it('says why when the page is no longer the report’s, in the page’s language', async () => {
    child.stdin.write('changed\n');
    expect(await next()).toBe('ok');
    try {
      toServer();
      await renderWithApp(<AllFixes report={started.report} />, { lang: 'es' });
      await userEvent.click(screen.getByRole('button', { name: 'Descargar la página corregida' }));
      expect((await screen.findByRole('alert', {}, { timeout: 30_000 })).textContent).toBe(
        'No se pudo generar la página corregida: la página ya no es la de este informe (cambió o requiere iniciar sesión). Vuelve a auditarla.',
      );
    } finally {
      child.stdin.write('restored\n');
      await next();
    }
  }, 60_000);
});

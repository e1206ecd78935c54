/**
 * What the crawl-at-scale benches share: the generated site (crawl-scale-site.ts) served on 127.0.0.1 by
 * this process, page by page on request, and child processes run with their output collected.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { scaleAnswer, type ScaleSite } from './crawl-scale-site.js';

export interface ScaleServer {
  origin: string;
  close: () => void;
  /** HTML pages answered with 200 to GET so far. */
  served: () => number;
}

export async function serve(pages: number, site: ScaleSite = 'varied'): Promise<ScaleServer> {
  let served = 0;
  let origin = '';
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split(/[?#]/)[0] as string;
    const answer = scaleAnswer(path, origin, pages, site);
    if (answer.status === 200 && answer.type.startsWith('text/html') && req.method === 'GET') served++;
    res.writeHead(answer.status, {
      'content-type': answer.type,
      'content-length': Buffer.byteLength(answer.body),
    });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => server.close(), served: () => served };
}

/** Runs a command without the proxy variables; its exit code and its stdout and stderr, interleaved. */
export function runStatus(args: string[]): Promise<{ code: number | null; out: string }> {
  const env = { ...process.env };
  for (const k of ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY']) delete env[k];
  const proc = spawn(args[0]!, args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env });
  let out = '';
  proc.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  proc.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  return new Promise((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) => resolve({ code, out }));
  });
}

/** runStatus, rejecting on a non-zero exit. */
export async function runProcess(args: string[]): Promise<string> {
  const { code, out } = await runStatus(args);
  if (code !== 0) throw new Error(`exit ${code}:\n${out.slice(-3000)}`);
  return out;
}

export const MiB = (n: number): string => `${Math.round(n / 2 ** 20)} MiB`;

/** The load averages (1, 5, 15 minutes): the machine is shared, so every figure carries them. */
export const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * Debian's own nginx, Apache and Caddy, run by a test in a temporary folder on a free 127.0.0.1 port
 * (never the system service): config test, start, stop. The site they serve is written by the test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './test-server.js';

export interface ConfigResult {
  ok: boolean;
  output: string;
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** A world-readable temporary folder (Apache's worker runs as www-data and reads the site from it). */
export function tempSite(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rankscope-server-'));
  chmodSync(dir, 0o755);
  for (const [path, body] of Object.entries(files)) {
    const file = join(dir, 'www', path);
    mkdirSync(join(file, '..'), { recursive: true, mode: 0o755 });
    writeFileSync(file, body, { mode: 0o644 });
  }
  chmodSync(join(dir, 'www'), 0o755);
  return dir;
}

export function removeSite(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): ConfigResult {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  return {
    ok: r.status === 0,
    output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`,
  };
}

/** Resolves once the port accepts connections (the server is listening), or rejects when the process exits. */
async function listening(child: ChildProcess, port: number, log: () => string): Promise<void> {
  let exited: string | null = null;
  child.once('exit', (code) => (exited = `exited with ${code}: ${log()}`));
  for (;;) {
    if (exited) throw new Error(exited);
    const ok = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (ok) return;
    // Polled until it listens (or exits): readiness, not a guess at how long starting takes.
    await new Promise((done) => setTimeout(done, 20));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
}

async function start(
  cmd: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  await listening(child, port, () => out);
  return { origin: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

// nginx -----------------------------------------------------------------------------------------------

export interface NginxSite {
  /** Main-context lines (load_module). */
  main?: string;
  /** http-context snippets. */
  http?: string;
  /** The server block's own directives (root or a location / with proxy_pass come from the test). */
  server: string;
}

export async function nginxConfig(dir: string, site: NginxSite): Promise<{ file: string; port: number }> {
  const port = await freePort();
  const file = join(dir, 'nginx.conf');
  for (const d of ['logs', 'tmp']) mkdirSync(join(dir, d), { recursive: true });
  writeFileSync(
    file,
    `${site.main ?? ''}
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${site.http ?? ''}
  server {
    listen 127.0.0.1:${port};
    server_name site.test;
    root ${dir}/www;
    index index.html;
${site.server}
  }
}
`,
  );
  return { file, port };
}

export const nginxTest = (dir: string, file: string): ConfigResult =>
  run('nginx', ['-t', '-p', dir, '-c', file]);

export const startNginx = (dir: string, file: string, port: number): Promise<RunningServer> =>
  start('nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], port);

// Apache ----------------------------------------------------------------------------------------------

const APACHE_MODULES = ['mpm_event', 'authz_core', 'mime', 'dir', 'alias', 'headers', 'deflate', 'filter'];

export async function apacheConfig(
  dir: string,
  site: { server?: string; virtualhost: string; modules?: string[] },
): Promise<{ file: string; port: number }> {
  const port = await freePort();
  const file = join(dir, 'apache2.conf');
  mkdirSync(join(dir, 'run'), { recursive: true, mode: 0o755 });
  const modules = [...APACHE_MODULES, ...(site.modules ?? [])]
    .map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`)
    .join('\n');
  writeFileSync(
    file,
    `ServerRoot ${dir}
DefaultRuntimeDir ${dir}/run
PidFile ${dir}/run/apache2.pid
Mutex file:${dir}/run default
ErrorLog ${dir}/error.log
LogLevel warn
User www-data
Group www-data
${modules}
TypesConfig /etc/mime.types
ServerName site.test
Listen 127.0.0.1:${port}
DirectoryIndex index.html
<Directory ${dir}/www>
  Require all granted
</Directory>
${site.server ?? ''}
<VirtualHost 127.0.0.1:${port}>
  DocumentRoot ${dir}/www
${site.virtualhost}
</VirtualHost>
`,
  );
  return { file, port };
}

export const apacheTest = (file: string): ConfigResult => run('apache2', ['-t', '-f', file]);

export const startApache = (file: string, port: number): Promise<RunningServer> =>
  start('apache2', ['-f', file, '-DFOREGROUND'], port);

// Caddy -----------------------------------------------------------------------------------------------

export async function caddyConfig(
  dir: string,
  site: { caddyfile?: string; site: string },
): Promise<{ file: string; port: number }> {
  const port = await freePort();
  const file = join(dir, 'Caddyfile');
  writeFileSync(
    file,
    `{
\tadmin off
\tauto_https off
\tstorage file_system ${dir}/caddy-data
}
http://127.0.0.1:${port} {
\troot * ${dir}/www
\tfile_server
${site.site}
}
${site.caddyfile ?? ''}
`,
  );
  return { file, port };
}

const caddyEnv = (dir: string): NodeJS.ProcessEnv => ({
  XDG_DATA_HOME: join(dir, 'xdg'),
  XDG_CONFIG_HOME: join(dir, 'xdg'),
  HOME: dir,
});

export const caddyValidate = (dir: string, file: string): ConfigResult =>
  run('caddy', ['validate', '--config', file, '--adapter', 'caddyfile'], caddyEnv(dir));

export const startCaddy = (dir: string, file: string, port: number): Promise<RunningServer> =>
  start('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], port, caddyEnv(dir));

/**
 * Debian's own nginx, Apache and Caddy, run by a test in a temporary folder on a free 127.0.0.1 port
 * (never the system service): config test, start, stop. The site they serve is written by the test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

const ended = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((done) => {
      running.delete(child);
      if (ended(child)) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
}

/**
 * Every server a test started and has not stopped, from the moment it is spawned (a test that fails or
 * times out while one is starting has no handle to it yet): `stopServers()` ends them after each test,
 * and the worker's exit kills whatever is left, so no nginx/Apache/Caddy outlives the test run.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  // The whole process group: a SIGKILLed nginx master leaves its workers serving the port.
  for (const child of running) {
    if (ended(child) || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }
});

/** Stops every server still running (a test's afterEach: they end whatever the test's outcome). */
export async function stopServers(): Promise<void> {
  await Promise.all([...running].map((child) => stopper(child)()));
}

/** How many servers are running now (what the clean-up test looks at). */
export const runningServers = (): number => [...running].filter((c) => !ended(c)).length;

async function start(
  cmd: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  // A group of its own (detached), so that the exit hook above can end the server with its workers.
  const child = spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  try {
    await listening(child, port, () => out);
  } catch (err) {
    await stopper(child)();
    throw err;
  }
  return { origin: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

// nginx -----------------------------------------------------------------------------------------------

/** Debian's package for nginx's Brotli module, and the module configuration it installs. */
export const NGINX_BROTLI_PACKAGE = 'libnginx-mod-http-brotli-filter';
const NGINX_BROTLI_CONF = '/usr/share/nginx/modules-available/mod-http-brotli-filter.conf';

/**
 * The main-context line that loads what `apt install <package>` enables (Debian's nginx.conf includes
 * /etc/nginx/modules-enabled/, where the package links this file). Throws, naming the package to install,
 * when it is not installed: the test then fails with that, not with nginx's dlopen error. (`root`: where
 * the file system starts, for the test of that message.)
 */
export function nginxPackageModule(pkg: string, root = ''): string {
  if (pkg !== NGINX_BROTLI_PACKAGE) throw new Error(`no module configuration known for ${pkg}`);
  const so = `${root}/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so`;
  if (!existsSync(`${root}${NGINX_BROTLI_CONF}`) || !existsSync(so)) {
    throw new Error(
      `nginx's Brotli module is not installed: apt-get install -y ${pkg} (Debian), then run this test again`,
    );
  }
  return `include ${NGINX_BROTLI_CONF};`;
}

export interface NginxSite {
  /** Main-context lines (load_module, include of a module's configuration). */
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
  // Module configurations name their file relative to the prefix, as Debian's /usr/share/nginx has it.
  if (!existsSync(join(dir, 'modules'))) symlinkSync('/usr/lib/nginx/modules', join(dir, 'modules'));
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

/**
 * The modules Debian's apache2 package enables (what it leaves in mods-enabled/, their .conf files
 * included): headers, brotli, proxy are not among them, so a snippet that needs one loads only once the
 * test enables it as the report says (`a2enmod headers`: `a2enmod` below).
 */
const DEBIAN_MODULES = [
  'access_compat', 'alias', 'auth_basic', 'authn_core', 'authn_file', 'authz_core', 'authz_host',
  'authz_user', 'autoindex', 'deflate', 'dir', 'env', 'filter', 'mime', 'mpm_event', 'negotiation',
  'reqtimeout', 'setenvif', 'status',
]; // prettier-ignore

/** What `a2enmod <name>` adds to the configuration: the module's .load (and .conf) of mods-available. */
function a2enmod(name: string): { load: string; conf: string[] } {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a module name: ${name}`);
  const base = `/etc/apache2/mods-available/${name}`;
  if (!existsSync(`${base}.load`)) throw new Error(`a2enmod ${name}: no ${base}.load in this apache2`);
  return { load: `Include ${base}.load`, conf: existsSync(`${base}.conf`) ? [`Include ${base}.conf`] : [] };
}

export async function apacheConfig(
  dir: string,
  site: { server?: string; virtualhost: string; modules?: string[] },
): Promise<{ file: string; port: number }> {
  const port = await freePort();
  const file = join(dir, 'apache2.conf');
  mkdirSync(join(dir, 'run'), { recursive: true, mode: 0o755 });
  // Each once (a2enmod of an enabled module changes nothing); every .load, then every .conf, as Debian's
  // apache2.conf includes mods-enabled/.
  const enabled = [...new Set([...DEBIAN_MODULES, ...(site.modules ?? [])])].map(a2enmod);
  const modules = [...enabled.map((m) => m.load), ...enabled.flatMap((m) => m.conf)].join('\n');
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
  site: { caddyfile?: string; site: string; handler?: string },
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
${site.handler ?? `\troot * ${dir}/www\n\tfile_server`}
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

/**
 * A real redis-server for tests (no imitation: an in-memory fake proves nothing about Redis). Started on a
 * free port without persistence, ready when it answers PONG, killed by stop().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis, type RedisOptions } from 'ioredis';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** True when redis-server is installed (.ci/run installs Debian's). */
export const hasRedisServer = (): boolean => existsSync(REDIS_SERVER);

export interface TestRedis {
  port: number;
  url: string;
  process: ChildProcess;
  /** A new connection to this server (closed by stop()). */
  connect(options?: RedisOptions): Promise<Redis>;
  /** Kills the server (SIGKILL when it does not exit within a second). */
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop(): a Redis outage and its return). */
  restart(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForPong(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${output()}`);
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      // Not listening yet.
    } finally {
      probe.disconnect();
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not answer PING on ${port}: ${output()}`);
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const clients = new Set<Redis>();
  let child: ChildProcess;
  const launch = async (): Promise<void> => {
    let output = '';
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await waitForPong(port, child, () => output);
  };
  const kill = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 1000);
    await exited;
    clearTimeout(timer);
  };
  await launch();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get process() {
      return child;
    },
    async connect(options: RedisOptions = {}) {
      const client = new Redis(port, '127.0.0.1', { lazyConnect: true, ...options });
      // Refused reconnects while a test has stopped the server are expected, not news.
      client.on('error', () => undefined);
      clients.add(client);
      await client.connect();
      return client;
    },
    async stop() {
      for (const client of clients) client.disconnect();
      clients.clear();
      await kill();
    },
    async restart() {
      await kill();
      await launch();
    },
  };
}

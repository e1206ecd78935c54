/**
 * Real receivers for alert tests, on 127.0.0.1: an SMTP sink (smtp-server) that parses every mail it
 * takes (mailparser), and an HTTP receiver for Slack and webhook posts that records each request with the
 * time it arrived and answers from a programmable list of statuses. Tests wait for what they expect to
 * arrive (events), never for a length of time.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** Resolves waiters when a list reaches a length. */
class Arrivals<T> {
  readonly items: T[] = [];
  private waiters: { n: number; resolve: () => void }[] = [];

  push(item: T): void {
    this.items.push(item);
    this.waiters = this.waiters.filter((w) => (this.items.length >= w.n ? (w.resolve(), false) : true));
  }

  /** Resolves once at least `n` items arrived. */
  count(n: number): Promise<T[]> {
    if (this.items.length >= n) return Promise.resolve(this.items);
    return new Promise((resolve) => this.waiters.push({ n, resolve: () => resolve(this.items) }));
  }
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  received(n: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const arrivals = new Arrivals<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          arrivals.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch((err: unknown) => callback(err as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: arrivals.items,
    received: (n) => arrivals.count(n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedPost {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** When it arrived (ms, Date.now()). */
  at: number;
}

export interface HookReceiver {
  origin: string;
  url(path: string): string;
  /** The statuses the next posts to `path` get, in order; then 200. */
  answer(path: string, statuses: number[]): void;
  posts: ReceivedPost[];
  received(n: number): Promise<ReceivedPost[]>;
  close(): Promise<void>;
}

export async function startHookReceiver(): Promise<HookReceiver> {
  const arrivals = new Arrivals<ReceivedPost>();
  const plans = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const status = plans.get(path)?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'no');
      arrivals.push({
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => origin + path,
    answer: (path, statuses) => void plans.set(path, [...statuses]),
    posts: arrivals.items,
    received: (n) => arrivals.count(n),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Test helpers for monitoring: a store that tells when runs finish (tests wait for the event, never for
 * a time), an AlertSender that keeps what it was handed, a page to watch, and the app, site and session a
 * monitor test drives (startMonitorBed, watchPage, runMonitorNow).
 */
import { EventEmitter } from 'node:events';
import { expect } from 'vitest';
import {
  startTestServer,
  type RouteHandler,
  type TestServer,
} from '../../../engine/src/test-support/test-server.js';
import type { EmbeddedScheduler } from '../monitors/embedded-scheduler.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { testApp, TEST_SECRET, type TestApp } from './index.js';
import type { Store } from '../store/types.js';
import type { AlertDestination, AlertSender, MonitorAlert, MonitorRun } from '../monitors/types.js';

export interface WatchedStore {
  store: Store;
  /** Resolves with the next run of the monitor that finishes (ok or failed). */
  nextFinished(monitorId: string): Promise<MonitorRun>;
}

export function watchRuns(inner: Store): WatchedStore {
  const events = new EventEmitter();
  const store: Store = {
    ...inner,
    async updateRun(id, patch, reportJson) {
      await inner.updateRun(id, patch, reportJson);
      if (patch.status === 'ok' || patch.status === 'failed') events.emit('finished', id);
    },
  };
  const nextFinished = (monitorId: string): Promise<MonitorRun> =>
    new Promise((resolve, reject) => {
      const onFinished = (id: string): void => {
        inner.getRun(monitorId, id).then((run) => {
          if (!run) return;
          events.off('finished', onFinished);
          resolve(run);
        }, reject);
      };
      events.on('finished', onFinished);
    });
  return { store, nextFinished };
}

export interface SentAlert {
  alert: MonitorAlert;
  to: AlertDestination;
  key: string;
}

/** Keeps every alert handed to it (the channels themselves are tested in ../alerts/). */
export function keepingSender(): AlertSender & { sent: SentAlert[] } {
  const sent: SentAlert[] = [];
  return {
    sent,
    async send(alert, to, key) {
      sent.push({ alert, to, key });
    },
    async close() {},
  };
}

/** A small, healthy page; `extraHead` changes it (a noindex makes a new critical problem). */
export const PAGE = (extraHead = ''): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Oak tables made to order | Smith Workshop</title>
  <meta name="description" content="Solid oak tables built to your size in our workshop, delivered across the country within six weeks.">
  <meta name="viewport" content="width=device-width, initial-scale=1">${extraHead}</head>
  <body><h1>Oak tables made to order</h1><p>${'We build solid oak tables to your measurements. '.repeat(40)}</p>
  <a href="/about">About the workshop</a></body></html>`;

/** What a monitor test drives: the app, the site it watches and the owner's session cookie. */
export interface MonitorBed {
  t: TestApp;
  site: TestServer;
  cookies: Record<string, string>;
}

/**
 * A real app (SQLite, monitoring on, private targets allowed, `PUBLIC_URL` set so alerts have links) with
 * `sender` as its alert sender, a local site serving `routes`, and ann@example.com signed in.
 */
export async function startMonitorBed(
  sender: AlertSender,
  env: Record<string, string> = {},
  routes: Record<string, RouteHandler> = {},
): Promise<MonitorBed> {
  const site = await startTestServer(routes);
  const t = await testApp(
    {
      ALLOW_PRIVATE_TARGETS: 'true',
      SESSION_SECRET: TEST_SECRET,
      RANKSCOPE_LAB: 'off',
      PUBLIC_URL: 'https://rankscope.example',
      ...env,
    },
    { alertSender: sender },
  );
  const session = await t.ctx.store.createSession('ann@example.com', 86_400_000, t.ctx.now());
  return { t, site, cookies: { [SESSION_COOKIE]: t.app.signCookie(session.id) } };
}

/** Creates a daily monitor of `path` on the bed's site with a webhook alert; answers its id. */
export async function watchPage(
  { t, site, cookies }: MonitorBed,
  path: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/monitors',
    cookies,
    payload: {
      url: site.url(path),
      schedule: '0 6 * * *',
      alerts: { webhook: `${site.origin}/hook` },
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** Runs the monitor now and answers the run once everything about it (alert, pruning) is done. */
export async function runMonitorNow({ t, cookies }: MonitorBed, monitorId: string): Promise<MonitorRun> {
  t.advance(60_000);
  const res = await t.app.inject({ method: 'POST', url: `/api/monitors/${monitorId}/run`, cookies });
  expect(res.statusCode).toBe(202);
  await (t.app.monitorScheduler as EmbeddedScheduler).idle();
  const run = await t.ctx.store.getRun(monitorId, res.json().runId as string);
  if (!run) throw new Error('run not stored');
  return run;
}

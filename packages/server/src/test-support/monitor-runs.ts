/**
 * Test helpers for monitoring: a store that tells when runs finish (tests wait for the event, never for
 * a time), an AlertSender that keeps what it was handed, and a page to watch.
 */
import { EventEmitter } from 'node:events';
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

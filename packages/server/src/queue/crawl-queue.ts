/**
 * The crawl-page queue as the rest of the scale-out path sees it: a worker's site audits crawl through it
 * (fanOutCrawler), and the API processes size the signed-in page limit by the crawl workers connected
 * (SITE_PAGE_LIMIT + SITE_PAGE_LIMIT_PER_WORKER for each).
 */
import type { runSiteAudit } from '@rankscope/engine';
import { Queue, QueueEvents, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { channels } from './channels.js';
import { redisOptions } from './connection.js';
import { fanOutCrawler, type SiteCrawler } from './crawl-fanout.js';
import { CRAWL_PAGE_QUEUE, type CrawlPageJob, type CrawlPageResult } from './crawl-page.js';

export interface CrawlQueue {
  crawler: SiteCrawler;
  /** Crawl-page workers connected now (each BullMQ worker names its connection after the queue). */
  workers(): Promise<number>;
  close(): Promise<void>;
}

export async function openCrawlQueue(url: string, prefix: string, redis: Redis): Promise<CrawlQueue> {
  const connection = redisOptions(url) as ConnectionOptions;
  const bull = channels(prefix).bull;
  const queue = new Queue<CrawlPageJob, CrawlPageResult>(CRAWL_PAGE_QUEUE, { connection, prefix: bull });
  const events = new QueueEvents(CRAWL_PAGE_QUEUE, { connection, prefix: bull });
  // One listener per page in flight (waitUntilFinished): hundreds at once are expected.
  queue.setMaxListeners(0);
  events.setMaxListeners(0);
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  return {
    crawler: fanOutCrawler({ redis, queue, events, prefix }),
    workers: () => queue.getWorkersCount(),
    async close() {
      await Promise.allSettled([events.close(), queue.close()]);
    },
  };
}

/**
 * A worker's site audits: the crawl fans out as crawl-page jobs any worker runs, except an audit with
 * credentials (issue 26), which crawls in this worker: crawl-page jobs carry their fetch options in clear
 * in Redis, so credentials never go into them.
 */
export function workerSiteAudit(
  crawls: Pick<CrawlQueue, 'crawler'>,
  run: typeof runSiteAudit,
): typeof runSiteAudit {
  return (url, options) => run(url, options.credentials ? options : { ...options, crawler: crawls.crawler });
}

/** The signed-in site audit's page ceiling with `workers` crawl workers connected. */
export function sitePageLimit(base: number, perWorker: number, workers: number): number {
  return Math.min(10_000, base + perWorker * workers);
}

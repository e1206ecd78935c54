/**
 * The crawl-page side of a worker process (REDIS_URL): runs `crawl-page` jobs, one page of some site
 * crawl each, at most `concurrency` at once. A worker lost mid-page leaves its job locked until the lock
 * expires; another worker's stalled check then runs it again (it stores the same page entry again), so a
 * killed worker loses no page.
 */
import { Worker, type ConnectionOptions, type Job } from 'bullmq';
import { channels } from './channels.js';
import { commandConnection, redisOptions, type ConnectionLog } from './connection.js';
import { CRAWL_PAGE_QUEUE, crawlPageRunner, type CrawlPageJob, type CrawlPageResult } from './crawl-page.js';

export interface CrawlWorkerOptions {
  url: string;
  prefix: string;
  concurrency: number;
  lockMs: number;
  stalledMs: number;
  maxStalled: number;
  log?: ConnectionLog;
  /** Called as each page's job starts (tests watch a worker take work). */
  onJob?: (url: string) => void;
}

export interface CrawlWorker {
  close(force?: boolean): Promise<void>;
}

export async function startCrawlWorker(options: CrawlWorkerOptions): Promise<CrawlWorker> {
  const redis = commandConnection(options.url, options.log, 'crawl worker');
  const run = crawlPageRunner(redis, options.prefix);
  const worker = new Worker<CrawlPageJob, CrawlPageResult>(
    CRAWL_PAGE_QUEUE,
    (job: Job<CrawlPageJob, CrawlPageResult>) => {
      options.onJob?.(job.data.url);
      return run(job.data);
    },
    {
      connection: redisOptions(options.url) as ConnectionOptions,
      prefix: channels(options.prefix).bull,
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: options.stalledMs,
      maxStalledCount: options.maxStalled,
    },
  );
  worker.on('error', (err) => options.log?.warn({ err: err.message }, 'crawl worker: Redis error'));
  await worker.waitUntilReady();
  return {
    async close(force = false) {
      await worker.close(force);
      redis.disconnect();
    },
  };
}

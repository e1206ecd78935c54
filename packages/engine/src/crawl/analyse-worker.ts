/**
 * Worker-thread entry of the crawl's page analysis (analysis-pool.ts): analysePage() for each page the
 * main thread fetched. Requests carry an id; the answer carries the same id with the analysis or the error
 * message, so one worker serves many pages in turn.
 */
import { parentPort } from 'node:worker_threads';
import type { FetchedPage } from '../fetch/types.js';
import { analysePage, type AnalysisContext } from './page-analysis.js';
import type { AnalysisReply } from './analysis-pool.js';

const port = parentPort;
if (!port) throw new Error('crawl/analyse-worker.ts must run in a worker thread');

port.on('message', (message: { id: number; fetched: FetchedPage; context: AnalysisContext }) => {
  let reply: AnalysisReply;
  try {
    // Structured cloning turns the Buffer into a plain Uint8Array; the gather needs Buffer's methods.
    const { body } = message.fetched;
    const fetched = { ...message.fetched, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
    reply = { id: message.id, ok: true, analysis: analysePage(fetched, message.context) };
  } catch (err) {
    reply = { id: message.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});

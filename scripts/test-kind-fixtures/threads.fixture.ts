import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';

it('runs a worker thread', async () => {
  const worker = new Worker('require("node:worker_threads").parentPort.postMessage(42)', { eval: true });
  expect(await new Promise((resolve) => worker.once('message', resolve))).toBe(42);
  await worker.terminate();
});

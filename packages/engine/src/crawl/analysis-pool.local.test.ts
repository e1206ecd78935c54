import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchPage } from '../fetch/index.js';
import type { FetchedPage } from '../fetch/types.js';
import { closeAfterEach, html, startTestServer } from '../test-support/test-server.js';
import { createPageAnalyser, type PageAnalyser } from './analysis-pool.js';
import { analysePage, type AnalysisContext } from './page-analysis.js';

const track = closeAfterEach();
const analysers: PageAnalyser[] = [];
afterEach(async () => {
  await Promise.all(analysers.splice(0).map((a) => a.close()));
});

// windows-1252 bytes with the encoding declared only in a <meta>: the analysis must see the declaration
// (the charset check and the decoded title) the same way on a worker thread as inline.
const legacy = Buffer.concat([
  Buffer.from('<!DOCTYPE html><html lang="fr"><head><meta charset="windows-1252"><title>Caf'),
  Buffer.from([0xe9]),
  Buffer.from(
    ' et cr\xe8me | Le Comptoir</title><meta name="description" content="Un caf\xe9 de quartier.">' +
      '<link rel="canonical" href="/menu?utm_source=x"></head><body><h1>Menu</h1>' +
      '<p>Nous servons du caf\xe9 torr\xe9fi\xe9 sur place, des p\xe2tisseries et des plats du jour, tous les jours de la semaine.</p>' +
      '<a href="/menu#top">Menu</a> <a href="/contact" rel="nofollow">Contact</a> <a href="https://elsewhere.example/">Ailleurs</a>' +
      '<a href="/a-propos?gclid=1">\xc0 propos</a></body></html>',
    'latin1',
  ),
]);

describe('page analysis on worker threads', () => {
  it('gives exactly what the inline analysis gives, legacy encodings included', async () => {
    const server = track(
      await startTestServer({ '/menu': html(legacy, { headers: { 'content-type': 'text/html' } }) }),
    );
    const fetched = await fetchPage(server.url('/menu'), { allowPrivate: true });
    const context: AnalysisContext = {
      finalUrl: server.url('/menu'),
      stripParams: ['utm_*', 'gclid'],
    };
    const inline = analysePage(fetched, context);
    expect(inline.title).toBe('Café et crème | Le Comptoir');
    expect(inline.canonical).toBe(server.url('/menu'));
    expect(inline.links).toEqual([
      { url: server.url('/menu'), follow: true },
      { url: server.url('/contact'), follow: false },
      { url: server.url('/a-propos'), follow: true },
    ]);
    expect(inline.failedChecks).toContain('charset');

    const pool = createPageAnalyser(2);
    analysers.push(pool);
    expect(pool.threads).toBe(2);
    const onWorkers = await Promise.all([1, 2, 3].map(() => pool.analyse(fetched, context)));
    for (const result of onWorkers) expect(result).toEqual(inline);
  });

  it('fails the pages still waiting when it is closed, and refuses new ones', async () => {
    const server = track(await startTestServer({ '/': html(legacy) }));
    const fetched = await fetchPage(server.url('/'), { allowPrivate: true });
    const pool = createPageAnalyser(1);
    const context = { finalUrl: server.url('/'), stripParams: [] };
    const waiting = expect(pool.analyse(fetched, context)).rejects.toThrow(/stopped/);
    await pool.close();
    await waiting;
    await expect(pool.analyse(fetched, context)).rejects.toThrow(/stopped/);
  });

  it('runs inline when asked for no workers', async () => {
    const pool = createPageAnalyser(0);
    expect(pool.threads).toBe(0);
  });
});

describe('a page analysis thread that dies', () => {
  it('fails the pages it held with the reason, and a fresh thread takes the next pages', async () => {
    // A stand-in thread: exits on the first page it gets; a later thread answers every page.
    let started = 0;
    const spawn = (): Worker => {
      started++;
      const crash = started === 1;
      return new Worker(
        `const { parentPort } = require('node:worker_threads');
         parentPort.on('message', (m) => {
           if (${crash}) process.exit(3);
           parentPort.postMessage({ id: m.id, ok: true, analysis: { title: 'answered ' + m.context.finalUrl } });
         });`,
        { eval: true },
      );
    };
    const pool = createPageAnalyser(1, spawn);
    analysers.push(pool);
    const fetched = { body: Buffer.from('<p>x</p>') } as unknown as FetchedPage;
    const context = (finalUrl: string): AnalysisContext => ({ finalUrl, stripParams: [] });
    await expect(pool.analyse(fetched, context('http://a.test/1'))).rejects.toThrow(
      /page analysis thread stopped \(exit code 3\)/,
    );
    const next = await pool.analyse(fetched, context('http://a.test/2'));
    expect(next.title).toBe('answered http://a.test/2');
    expect(started).toBe(2);
  });
});

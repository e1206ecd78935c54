/**
 * A fixture site on 127.0.0.1: the good and bad pages of ./fixtures plus the assets they reference, so
 * audits run end to end against real HTTP (probes included).
 */
import { readFileSync } from 'node:fs';
import { html, redirect, startTestServer, type RouteHandler, type TestServer } from './test-server.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const asset =
  (type: string, body: string): RouteHandler =>
  (req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

export async function startFixtureSite(extra: Record<string, RouteHandler> = {}): Promise<TestServer> {
  const server = await startTestServer();
  const page = (name: string): RouteHandler => html(fixture(name).replaceAll('{{origin}}', server.origin));
  const routes: Record<string, RouteHandler> = {
    '/tables': page('good.html'),
    '/bad': page('bad.html'),
    '/old-tables': redirect('/tables', 301),
    '/missing': html(
      '<!DOCTYPE html><html lang="en"><head><title>Page not found</title></head><body><h1>Not found</h1></body></html>',
      { status: 404 },
    ),
    '/style.css': asset('text/css', 'body{margin:0}'),
    '/app.js': asset('text/javascript', 'console.log(1)'),
    '/favicon.png': asset('image/png', 'png'),
    '/img/oak-table-six-seats.jpg': asset('image/jpeg', 'jpeg'),
    ...extra,
  };
  for (const [path, handler] of Object.entries(routes)) server.route(path, handler);
  return server;
}

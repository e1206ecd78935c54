/**
 * The CrUX key goes to the configured API only: a redirect (here a 307, which keeps the method and body)
 * to another host is not followed, and that host never sees the key. undici's fetch follows redirects by
 * default and keeps custom headers such as x-goog-api-key across hosts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { createCruxClient } from './client.js';
import { gatherField } from './gather.js';

const KEY = 'AIzaCruxRedirectKey-0123456789_secret';
let api: TestServer;
let elsewhere: TestServer;
const keysSeenElsewhere: string[] = [];

beforeAll(async () => {
  // The second host records any key that reaches it, in a header or in the query.
  elsewhere = await startTestServer(
    {},
    {
      fallback: (req, res) => {
        const header = req.headers['x-goog-api-key'];
        const query = new URL(req.url ?? '/', 'http://x').searchParams.get('key');
        for (const k of [header, query]) if (typeof k === 'string') keysSeenElsewhere.push(k);
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404}}');
      },
    },
  );
  api = await startTestServer(
    {},
    {
      fallback: (req, res) => {
        res.writeHead(307, { location: `${elsewhere.origin}${req.url ?? '/'}` }).end();
      },
    },
  );
});
afterAll(async () => {
  await api.close();
  await elsewhere.close();
});

describe('a CrUX API that redirects', () => {
  it('is reported as an API error, and the key never reaches the other host', async () => {
    const client = createCruxClient({ key: KEY, baseUrl: `${api.origin}/v1` });
    const facts = await gatherField('https://shop.example/tables', client);
    expect(facts).toMatchObject({ source: null, unavailable: 'api-error' });
    expect(facts.detail).toContain('HTTP 307');
    expect(facts.detail).not.toContain(KEY);
    // The client did ask the API (the key went there) ...
    expect(api.requests.length).toBeGreaterThan(0);
    expect(api.requests.every((r) => r.headers['x-goog-api-key'] === KEY)).toBe(true);
    // ... and nothing at all went to the host the API pointed at.
    expect(elsewhere.requests).toEqual([]);
    expect(keysSeenElsewhere).toEqual([]);
  });
});

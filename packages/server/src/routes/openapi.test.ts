import { ERROR_CODES } from '@rankscope/engine';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registeredRoutes, testApp, type TestApp } from '../test-support/index.js';
import { schemaText } from './docs-page.js';
import { MONITOR_PAGES, PAGES } from './web.js';

let open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.map((t) => t.close()));
  open = [];
});
async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await testApp(env);
  open.push(t);
  return t;
}

type Json = Record<string, unknown>;
interface Doc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Json & { responses: Record<string, Json> }>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
}

async function documentOf(app: FastifyInstance): Promise<Doc> {
  const res = await app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<Doc>();
}

/** `/api/reports/:id` → `/api/reports/{id}`. */
const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
const toFastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

function collectRefs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) collectRefs(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') into.push(v);
      else collectRefs(v, into);
    }
  }
  return into;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document whose references all resolve', async () => {
    const t = await start();
    const doc = await documentOf(t.app);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Rankscope API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      for (const [method, op] of Object.entries(operations)) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        const statuses = Object.keys(op.responses);
        expect(statuses.length).toBeGreaterThan(0);
        for (const status of statuses) expect(status).toMatch(/^[1-5]\d\d$/);
        // Each {param} of the path is declared.
        const declared = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'path');
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]);
        expect(declared.map((p) => p.name)).toEqual(inPath);
      }
    }
    for (const r of collectRefs(doc)) {
      const [, section, name] = /^#\/components\/(schemas|responses)\/(\w+)$/.exec(r) ?? [];
      expect(section, `unresolvable ${r}`).toBeDefined();
      expect(doc.components[section as 'schemas' | 'responses'][name as string], r).toBeDefined();
    }
  });

  it('lists every /api route the app registers, and only routes that exist', async () => {
    const t = await start();
    const doc = await documentOf(t.app);
    const registered = registeredRoutes(t.app).filter(
      (r) => r.path.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    // The routes of spec.md §7 and issue 4 at least (guards the parser above, too).
    expect(registered.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/audit',
        'GET /api/audit/progress',
        'POST /api/auth/google',
        'POST /api/auth/logout',
        'GET /api/me',
        'POST /api/reports',
        'GET /api/reports/:id',
        'DELETE /api/reports/:id',
        'GET /api/health',
        'GET /api/ready',
      ]),
    );
    for (const r of registered) {
      expect(
        doc.paths[toOpenApiPath(r.path)]?.[r.method.toLowerCase()],
        `${r.method} ${r.path}`,
      ).toBeDefined();
    }
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const route = { method: method.toUpperCase() as HTTPMethods, url: toFastifyPath(path) };
        expect(t.app.hasRoute(route), `${method} ${path} is documented but not registered`).toBe(true);
      }
    }
  });

  it('documents every registered route with a summary and its answers, except the web app’s own pages', async () => {
    const t = await start();
    const doc = await documentOf(t.app);
    // Hidden on purpose (`schema: { hide: true }` in web.ts): pages and files of the web app, not the API.
    const hidden = new Set<string>([
      ...PAGES.flatMap((p) => (p.path === '/' ? ['/'] : [p.path, `${p.path}/`])),
      '/report',
      '/r/:id',
      ...MONITOR_PAGES,
      '/robots.txt',
      '/sitemap.xml',
      '/llms.txt',
    ]);
    const routes = registeredRoutes(t.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(hidden.size);
    for (const r of routes) {
      const name = `${r.method} ${r.path}`;
      const op = doc.paths[toOpenApiPath(r.path)]?.[r.method.toLowerCase()];
      if (hidden.has(r.path)) {
        expect(op, `${name} is a web page, not an API operation`).toBeUndefined();
        continue;
      }
      expect(op, `${name} is not in the document: give it a schema, or hide it on purpose`).toBeDefined();
      expect(op?.summary, `${name} has no summary`).toEqual(expect.any(String));
      // Its own answers: not only the flood limit every operation gets, nor the generator's placeholder.
      const own = Object.entries(op?.responses ?? {}).filter(([, res]) => res.$ref === undefined);
      expect(own.length, `${name} documents no answer`).toBeGreaterThan(0);
      for (const [status, res] of own) {
        expect(res.description, `${name} ${status}`).not.toBe('Default Response');
        expect(res.description, `${name} ${status}`).toEqual(expect.any(String));
      }
    }
  });

  it('documents the Report with the fields of spec.md §3 and every engine error code of the audit', async () => {
    const t = await start();
    const doc = await documentOf(t.app);
    const report = doc.components.schemas.Report as { required: string[] };
    expect(report.required).toEqual(
      expect.arrayContaining([
        'url',
        'title',
        'description',
        'seoScore',
        'summary',
        'checks',
        'keywords',
        'searchPreview',
        'performance',
        'aiRecommendations',
      ]),
    );
    const audit = doc.paths['/api/audit']?.post;
    const codes = Object.values(audit?.responses ?? {}).flatMap((r) => {
      const schema = (r.content as { 'application/json'?: { schema?: Json } } | undefined)?.[
        'application/json'
      ]?.schema;
      const narrowed = (schema?.allOf as Json[] | undefined)?.[1] as {
        properties?: { code?: { enum?: string[] } };
      };
      return narrowed?.properties?.code?.enum ?? [];
    });
    expect(codes).toEqual(
      expect.arrayContaining([...ERROR_CODES, 'LIMIT_REACHED', 'QUEUE_FULL', 'RATE_LIMITED']),
    );
    // Every operation documents the flood limit.
    for (const operations of Object.values(doc.paths)) {
      for (const op of Object.values(operations)) expect(op.responses['429']).toBeDefined();
    }
  });

  it('states the limits of this configuration', async () => {
    const t = await start({ FREE_AUDITS_PER_DAY: '7', AUDIT_CONCURRENCY: '3', AUDIT_QUEUE_LIMIT: '11' });
    const description = String((await documentOf(t.app)).paths['/api/audit']?.post?.description);
    expect(description).toContain('7 audits per rolling 24 h');
    expect(description).toContain('3 at a time');
    expect(description).toContain('up to 11 more wait');
  });
});

describe('GET /api/docs', () => {
  it('renders every operation as readable HTML without any script, under the CSP', async () => {
    const t = await start();
    const doc = await documentOf(t.app);
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|\son\w+=/i);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        expect(res.body).toContain(`<span class="m">${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    // Request bodies and error codes are readable, and text is escaped.
    expect(res.body).toContain('<code>{ credential: string }</code>');
    expect(res.body).toContain('&#34;LIMIT_REACHED&#34;');
    expect(res.body).toContain('<h3>Report</h3>');
  });
});

describe('schemaText', () => {
  it('reads schemas the way a TypeScript user would', () => {
    expect(
      schemaText({
        type: 'object',
        required: ['url'],
        properties: { url: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
      }),
    ).toBe('{ url: string, tags?: string[] }');
    expect(schemaText({ anyOf: [{ $ref: '#/components/schemas/User' }, { type: 'null' }] })).toBe(
      'User | null',
    );
    expect(schemaText({ type: 'string', enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(schemaText({ type: ['string', 'null'] })).toBe('string | null');
  });
});

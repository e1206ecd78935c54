/**
 * A local server speaking the CrUX API's protocol (POST /v1/records:queryRecord and
 * /v1/records:queryHistoryRecord, x-goog-api-key or ?key=, Google's JSON shapes and error objects), for
 * the field-data tests of the engine, CLI, server and e2e. Records are programmed per URL or origin and
 * form factor; anything not programmed answers 404 NOT_FOUND as Google does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startTestServer, type TestServer } from './test-server.js';

type FF = 'PHONE' | 'DESKTOP';
/** p75 and the three densities of a metric, e.g. lcp: [2100, 0.8, 0.12, 0.08]. */
export type MetricSpec = [p75: number, good: number, ni: number, poor: number];
export type MetricSpecs = Partial<Record<'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb', MetricSpec>>;

const NAMES = {
  lcp: 'largest_contentful_paint',
  inp: 'interaction_to_next_paint',
  cls: 'cumulative_layout_shift',
  fcp: 'first_contentful_paint',
  ttfb: 'experimental_time_to_first_byte',
} as const;
const BOUNDS: Record<keyof typeof NAMES, [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  fcp: [1800, 3000],
  ttfb: [800, 1800],
};

const ymd = (s: string): { year: number; month: number; day: number } => {
  const [year, month, day] = s.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

function histogram(id: keyof typeof NAMES, densities: number[]): unknown[] {
  const [a, b] = BOUNDS[id];
  const fmt = (n: number): number | string => (id === 'cls' ? n.toFixed(2) : n);
  return [
    { start: fmt(0), end: fmt(a), density: densities[0] },
    { start: fmt(a), end: fmt(b), density: densities[1] },
    { start: fmt(b), density: densities[2] },
  ];
}

/** A queryRecord answer as Google writes it (CLS p75 and bounds as strings, ms p75 as integers). */
export function cruxRecordJson(
  id: { url: string } | { origin: string },
  formFactor: FF,
  metrics: MetricSpecs,
  period = { firstDate: '2026-10-26', lastDate: '2026-11-22' },
): unknown {
  const out: Record<string, unknown> = {};
  for (const [m, [p75, ...densities]] of Object.entries(metrics) as Array<[keyof typeof NAMES, MetricSpec]>) {
    out[NAMES[m]] = {
      histogram: histogram(m, densities),
      percentiles: { p75: m === 'cls' ? p75.toFixed(2) : p75 },
    };
  }
  out.navigation_types = { fractions: { navigate: 0.7, reload: 0.05, back_forward: 0.25 } };
  out.round_trip_time = { percentiles: { p75: 180 } };
  return {
    record: {
      key: { formFactor, ...id },
      metrics: out,
      collectionPeriod: { firstDate: ymd(period.firstDate), lastDate: ymd(period.lastDate) },
    },
    ...('url' in id ? { urlNormalizationDetails: { originalUrl: id.url, normalizedUrl: id.url } } : {}),
  };
}

/** A queryHistoryRecord answer with `periods` weekly periods; p75 series per metric (null: too little data). */
export function cruxHistoryJson(
  id: { url: string } | { origin: string },
  formFactor: FF,
  p75s: Partial<Record<keyof typeof NAMES, Array<number | null>>>,
): unknown {
  const periods = Math.max(0, ...Object.values(p75s).map((s) => s.length));
  const last = Date.UTC(2026, 10, 22);
  const collectionPeriods = Array.from({ length: periods }, (_, i) => {
    const end = new Date(last - (periods - 1 - i) * 7 * 86_400_000);
    const start = new Date(end.getTime() - 27 * 86_400_000);
    const d = (x: Date): { year: number; month: number; day: number } => ({
      year: x.getUTCFullYear(),
      month: x.getUTCMonth() + 1,
      day: x.getUTCDate(),
    });
    return { firstDate: d(start), lastDate: d(end) };
  });
  const metrics: Record<string, unknown> = {};
  for (const [m, series] of Object.entries(p75s) as Array<[keyof typeof NAMES, Array<number | null>]>) {
    metrics[NAMES[m]] = {
      histogramTimeseries: histogram(m, [0, 0, 0]).map((bin) => ({
        ...(bin as object),
        densities: series.map((v) => (v === null ? 'NaN' : 0.33)),
      })),
      percentilesTimeseries: { p75s: series.map((v) => (v === null || m !== 'cls' ? v : v.toFixed(2))) },
    };
  }
  return { record: { key: { formFactor, ...id }, metrics, collectionPeriods } };
}

export type CruxResponder = (req: IncomingMessage, res: ServerResponse) => void;

/** A fixed JSON answer. */
export const answer =
  (status: number, body: unknown, headers: Record<string, string> = {}): CruxResponder =>
  (_req, res) =>
    void res
      .writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
      .end(typeof body === 'string' ? body : JSON.stringify(body));

export const NOT_FOUND = answer(404, {
  error: { code: 404, message: 'chrome ux report data not found', status: 'NOT_FOUND' },
});

export const BAD_KEY = answer(400, {
  error: {
    code: 400,
    message: 'API key not valid. Please pass a valid API key.',
    status: 'INVALID_ARGUMENT',
    details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
  },
});

export const QUOTA = answer(
  429,
  {
    error: {
      code: 429,
      message: "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute'.",
      status: 'RESOURCE_EXHAUSTED',
    },
  },
  { 'retry-after': '0' },
);

export interface CruxQueryLog {
  kind: 'record' | 'history';
  body: Record<string, unknown>;
  key: string | null;
}

export interface CruxServer {
  server: TestServer;
  /** The API base up to /v1, as CRUX_API_URL takes it. */
  baseUrl: string;
  /** Program the answer for a kind, URL or origin, and form factor. */
  set(kind: 'record' | 'history', id: string, formFactor: FF, responder: CruxResponder): void;
  /** A record (and its history) for both form factors at once. */
  setRecord(id: { url: string } | { origin: string }, metrics: MetricSpecs, history?: MetricSpecs): void;
  /** Every query received, with the key it carried. */
  queries: CruxQueryLog[];
  close(): Promise<void>;
}

export async function startCruxServer(key: string): Promise<CruxServer> {
  const table = new Map<string, CruxResponder>();
  const queries: CruxQueryLog[] = [];
  const handle =
    (kind: 'record' | 'history') =>
    async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const given =
        (req.headers['x-goog-api-key'] as string | undefined) ??
        new URL(req.url ?? '/', 'http://x').searchParams.get('key');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return answer(400, {
          error: { code: 400, message: 'Invalid JSON payload', status: 'INVALID_ARGUMENT' },
        })(req, res);
      }
      queries.push({ kind, body, key: given ?? null });
      if (req.method !== 'POST')
        return answer(405, { error: { code: 405, status: 'METHOD_NOT_ALLOWED' } })(req, res);
      if (given !== key) return BAD_KEY(req, res);
      const id = (body.url ?? body.origin) as string;
      const responder = table.get(`${kind} ${id} ${String(body.formFactor)}`) ?? NOT_FOUND;
      responder(req, res);
    };
  const server = await startTestServer({
    '/v1/records:queryRecord': handle('record'),
    '/v1/records:queryHistoryRecord': handle('history'),
  });
  const history = (spec: MetricSpecs): Partial<Record<keyof typeof NAMES, number[]>> =>
    Object.fromEntries(
      Object.entries(spec).map(([m, s]) => [m, Array.from({ length: 40 }, (_, i) => s[0] * (0.8 + i / 200))]),
    );
  return {
    server,
    baseUrl: `${server.origin}/v1`,
    set: (kind, id, ff, responder) => void table.set(`${kind} ${id} ${ff}`, responder),
    setRecord(id, metrics, hist) {
      const name = 'url' in id ? id.url : id.origin;
      for (const ff of ['PHONE', 'DESKTOP'] as const) {
        table.set(`record ${name} ${ff}`, answer(200, cruxRecordJson(id, ff, metrics)));
        if (hist) table.set(`history ${name} ${ff}`, answer(200, cruxHistoryJson(id, ff, history(hist))));
      }
    },
    queries,
    close: () => server.close(),
  };
}

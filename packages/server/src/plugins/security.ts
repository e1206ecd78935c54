/**
 * Security for every response: helmet's headers with a Content-Security-Policy that the web app (served
 * from this origin: its scripts and stylesheets are files, nothing inline), Google Identity Services and,
 * when configured, AdSense work under, HSTS over https only, CORS for the configured
 * origins only, and flood limits per client IP.
 *
 * Runs before the visitor plugin, so the flood key is computed here from the same salted IP hash: no IP
 * address is kept, even in memory.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { ServerContext } from '../context.js';
import type { ApiError } from '../errors.js';
import { guardPath, isApiPath } from './route-path.js';
import { hashIp } from './visitor.js';

/** Google Identity Services: its script, its iframe (button, One Tap), its XHRs and its stylesheet. */
const GSI = 'https://accounts.google.com/gsi/';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", `${GSI}client`],
  // No inline script or on*="" handler: an injected page title can never run.
  scriptSrcAttr: ["'none'"],
  frameSrc: [GSI],
  connectSrc: ["'self'", GSI],
  // 'unsafe-inline' for React's style attributes and GSI's injected styles; styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'", `${GSI}style`],
  // Audited sites' images and favicons, Google profile pictures, inline data: icons.
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Google AdSense: its loader and ad scripts, the ad frames and their reporting calls. */
export const ADSENSE_ORIGINS = [
  'https://pagead2.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://adservice.google.com',
] as const;

/** The CSP of this configuration: AdSense's origins only when ADSENSE_CLIENT is set. */
export function cspDirectives(config: Pick<ServerContext['config'], 'ADSENSE_CLIENT'>) {
  if (!config.ADSENSE_CLIENT) return CSP_DIRECTIVES;
  const ads = [...ADSENSE_ORIGINS];
  return {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...ads],
    frameSrc: [...CSP_DIRECTIVES.frameSrc, ...ads],
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...ads],
  };
}

/**
 * Powerful features the app never uses, off for it and every frame it embeds (only names Chromium
 * knows, or it warns on every page). Sign-in (FedCM) and the ad features AdSense relies on are left on.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ');

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Flood limits per client IP and minute (fair use per day is usage.ts's job, not this one's). */
export const FLOOD_LIMITS = {
  /** Any /api/* request. */
  api: 120,
  /** POST /api/auth/google on top of the api limit: token guessing is pointless, but cheap to stop. */
  signIn: 10,
  /** Everything else (the web app's pages and assets). */
  other: 600,
} as const;
const WINDOW_S = 60;

export const RATE_LIMITED: ApiError = { error: 'Too many requests. Please slow down.', code: 'RATE_LIMITED' };

export async function securityPlugin(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(ctx.config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in popup talks back to this window; 'same-origin' would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Set below only when the request came over https (a header browsers ignore over http anyway).
    hsts: false,
  });

  const allowed = new Set(ctx.config.CORS_ORIGINS);
  await app.register(cors, {
    // false (not a list) for any other origin: no CORS header at all, and preflights are not answered.
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['content-type'],
    exposedHeaders: ['retry-after'],
    maxAge: 600,
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });

  const memory = (points: number): RateLimiterMemory =>
    new RateLimiterMemory({ points, duration: WINDOW_S, keyPrefix: `flood${points}` });
  // With Redis (scale-out) one budget per client over every API process; while Redis is away, each
  // process counts on its own.
  const limiter = (points: number): RateLimiterMemory | RateLimiterRedis =>
    ctx.redis
      ? new RateLimiterRedis({
          storeClient: ctx.redis,
          points,
          duration: WINDOW_S,
          keyPrefix: `${ctx.config.REDIS_PREFIX}flood${points}`,
          insuranceLimiter: memory(points),
        })
      : memory(points);
  const api = limiter(FLOOD_LIMITS.api);
  const signIn = limiter(FLOOD_LIMITS.signIn);
  const other = limiter(FLOOD_LIMITS.other);

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = guardPath(req);
    const limiters = !isApiPath(path)
      ? [other]
      : req.method === 'POST' && path === '/api/auth/google'
        ? [api, signIn]
        : [api];
    const key = hashIp(req.ip, ctx.config.USAGE_SALT);
    for (const l of limiters) {
      try {
        await l.consume(key);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        // Once per client and window, so a flood does not flood the logs too.
        if (err.consumedPoints === l.points + 1) req.log.warn({ path }, 'flood limit reached');
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, Math.ceil(err.msBeforeNext / 1000))))
          .send(RATE_LIMITED);
      }
    }
  });
}

/**
 * The one path every guard (flood limits, visitor identity, the JSON 404) decides on. The router decodes
 * percent-escapes before it matches (`/%61pi/me` is `/api/me` to it), so a guard that read the raw URL
 * could be walked around: guards read what the router decided instead.
 */
import type { FastifyRequest } from 'fastify';

/** RFC 3986 §2.3: characters that never need escaping, so an escape of one is only a disguise. */
const ESCAPED_UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * The path of a raw request URL as the router reads it for matching: query and fragment cut off, escaped
 * unreserved characters decoded (RFC 3986 §6.2.2.2). Escapes of reserved characters (`%2F`) stay, as they
 * do for the router.
 */
export function routerPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path.replace(ESCAPED_UNRESERVED, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The path a guard must judge: the pattern of the route the router matched (`/api/reports/:id`), else
 * (not found, or the CORS preflight's catch-all `*`) the raw URL read the router's way.
 */
export function guardPath(req: FastifyRequest): string {
  const route = req.routeOptions.url;
  return route && !route.includes('*') ? route : routerPath(req.url);
}

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

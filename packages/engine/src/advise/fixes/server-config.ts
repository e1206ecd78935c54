/**
 * Server configuration for response headers, redirects, compression, caching and banners, spelled for
 * nginx, Apache and Caddy; the snippet leads with the server the Server header names (nginx otherwise)
 * and the other two are alternatives.
 */
import { headerValues } from '../../artifact.js';
import type { Fix } from '../../report.js';
import type { FixContext } from './context.js';
import { fixText } from './strings.js';

type Server = 'nginx' | 'apache' | 'caddy';
type Spelled = Record<Server, string>;

export const HEADER_IDS = [
  'x-content-type-options', 'frame-protection', 'referrer-policy', 'permissions-policy', 'hsts',
] as const; // prettier-ignore
export const SERVER_IDS = [
  ...HEADER_IDS,
  'server-disclosure',
  'compression',
  'static-cache',
  'http-to-https',
  'www-consolidation',
] as const;

/** The header each header check wants, with a value that passes it. */
export const HEADERS: Record<(typeof HEADER_IDS)[number], [string, string]> = {
  'x-content-type-options': ['X-Content-Type-Options', 'nosniff'],
  'frame-protection': ['X-Frame-Options', 'SAMEORIGIN'],
  'referrer-policy': ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  'permissions-policy': [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  ],
  hsts: ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
};

export function serverOf(ctx: FixContext): Server {
  const banner = headerValues(ctx.page, 'server').join(' ').toLowerCase();
  if (banner.includes('apache')) return 'apache';
  if (banner.includes('caddy')) return 'caddy';
  return 'nginx';
}

function header(name: string, value: string): Spelled {
  return {
    nginx: `add_header ${name} "${value}" always;`,
    apache: `Header always set ${name} "${value}"`,
    caddy: `header ${name} "${value}"`,
  };
}

const TEXT_TYPES = 'text/css application/javascript application/json image/svg+xml text/plain text/xml';
const STATIC = 'css|js|mjs|png|jpe?g|gif|webp|avif|svg|ico|woff2?';

function spelled(ctx: FixContext): Spelled | null {
  const host = ctx.page.url.hostname;
  const id = ctx.check.id;
  if (id in HEADERS) {
    const [name, value] = HEADERS[id as keyof typeof HEADERS];
    return header(name, value);
  }
  switch (id) {
    case 'server-disclosure':
      return {
        nginx: 'server_tokens off;\nproxy_hide_header X-Powered-By;\nfastcgi_hide_header X-Powered-By;',
        apache: 'ServerTokens Prod\nServerSignature Off\nHeader always unset X-Powered-By',
        caddy: 'header {\n\t-Server\n\t-X-Powered-By\n}',
      };
    case 'compression':
      return {
        // Brotli (the ngx_brotli module, Apache's mod_brotli) shrinks text 15–25 % more than gzip.
        nginx: `brotli on;\nbrotli_types ${TEXT_TYPES};\ngzip on;\ngzip_min_length 1024;\ngzip_types ${TEXT_TYPES};`,
        apache: `AddOutputFilterByType BROTLI_COMPRESS text/html ${TEXT_TYPES}\nAddOutputFilterByType DEFLATE text/html ${TEXT_TYPES}`,
        caddy: 'encode zstd gzip',
      };
    case 'static-cache':
      return {
        nginx: `location ~* \\.(?:${STATIC})$ {\n\tadd_header Cache-Control "public, max-age=31536000, immutable" always;\n}`,
        apache: `<FilesMatch "\\.(${STATIC})$">\n\tHeader set Cache-Control "public, max-age=31536000, immutable"\n</FilesMatch>`,
        caddy: `@static path_regexp \\.(${STATIC})$\nheader @static Cache-Control "public, max-age=31536000, immutable"`,
      };
    case 'http-to-https':
      return {
        nginx: `server {\n\tlisten 80;\n\tserver_name ${host};\n\treturn 301 https://${host}$request_uri;\n}`,
        apache: `<VirtualHost *:80>\n\tServerName ${host}\n\tRedirect permanent / https://${host}/\n</VirtualHost>`,
        caddy: `http://${host} {\n\tredir https://${host}{uri} permanent\n}`,
      };
    case 'www-consolidation': {
      const other = host.startsWith('www.') ? host.slice(4) : `www.${host}`;
      const scheme = ctx.page.url.protocol.replace(':', '');
      return {
        nginx: `server {\n\tlisten 80;\n\tlisten 443 ssl;\n\tserver_name ${other};\n\treturn 301 ${scheme}://${host}$request_uri;\n}`,
        apache: `<VirtualHost *:80 *:443>\n\tServerName ${other}\n\tRedirect permanent / ${scheme}://${host}/\n</VirtualHost>`,
        caddy: `${other} {\n\tredir ${scheme}://${host}{uri} permanent\n}`,
      };
    }
    default:
      return null;
  }
}

export function serverConfigFix(ctx: FixContext): Fix | null {
  const all = spelled(ctx);
  if (!all) return null;
  const lead = serverOf(ctx);
  const others = (['nginx', 'apache', 'caddy'] as const).filter((s) => s !== lead);
  const names: Record<Server, string> = { nginx: 'nginx', apache: 'Apache', caddy: 'Caddy' };
  const note =
    ctx.check.id === 'hsts'
      ? `${fixText(ctx.lang, 'note.hsts')} ${fixText(ctx.lang, 'note.server')}`
      : fixText(ctx.lang, 'note.server');
  return {
    kind: 'server-config',
    language: lead,
    snippet: all[lead],
    where: fixText(ctx.lang, 'server.config', { server: names[lead], host: ctx.page.url.hostname }),
    note,
    alternatives: others.map((s) => ({ language: s, snippet: all[s] })),
  };
}

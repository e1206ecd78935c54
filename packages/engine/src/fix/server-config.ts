/**
 * Server configuration for response headers, redirects, compression, caching and banners, spelled for
 * nginx, Apache and Caddy as shipped by Debian (nginx 1.22, Apache 2.4, Caddy 2.6), each with the context
 * it goes in and the modules it needs. What only a module outside the stock package does (Brotli) comes
 * after the stock way (gzip) and names its module. Static-file caching uses nginx's `expires`, never a
 * location-level `add_header`, which would silently drop every server-level security header on images,
 * CSS and JS; a reverse-proxy site gets its own variant that passes the files on to the upstream.
 * Proven by loading and serving through the real servers (server-snippets.*.test.ts).
 */
import type { Fix } from '../report/index.js';
import { headerValues } from '../artifact.js';
import type { FixContext, WrittenFix } from './types.js';
import { fixRef } from '../i18n/fix-text.js';

type Server = 'nginx' | 'apache' | 'caddy';
type Variant = NonNullable<NonNullable<Fix['alternatives']>[number]>;
export type Spelling = Variant & { language: Server };

export const HEADER_IDS = [
  'x-content-type-options', 'frame-protection', 'referrer-policy', 'permissions-policy', 'hsts',
] as const; // prettier-ignore
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

/**
 * The upstream a reverse-proxy snippet names: a placeholder the user replaces with their application's
 * address (the one of `location /`). It is no address at all, so a snippet pasted unchanged stops at
 * `nginx -t` ("invalid port") instead of answering 502 for every static file.
 */
export const UPSTREAM = 'http://YOUR_APP_HOST:PORT';

const APACHE_HEADERS = 'headers (a2enmod headers)';
const NGINX_BROTLI = 'ngx_http_brotli_filter_module (Debian: apt install libnginx-mod-http-brotli-filter)';
const APACHE_BROTLI = 'brotli (a2enmod brotli)';

export function serverOf(ctx: FixContext): Server {
  const banner = headerValues(ctx.page, 'server').join(' ').toLowerCase();
  if (banner.includes('apache')) return 'apache';
  if (banner.includes('caddy')) return 'caddy';
  return 'nginx';
}

const TEXT_TYPES =
  'text/css text/javascript application/javascript application/json image/svg+xml text/plain text/xml';
const STATIC = 'css|js|mjs|png|jpe?g|gif|webp|avif|svg|ico|woff2?';
/**
 * A content hash of 8 or more hex digits in the file name (app.3f2a9c1d.js): safe to cache for a year.
 * Written without braces: `{8,}` ends an nginx block and is a placeholder to Caddy.
 */
const HASHED = `[.-]${'[0-9a-f]'.repeat(7)}[0-9a-f]+\\.(?:${STATIC})$`;
const PLAIN = `\\.(?:${STATIC})$`;

function header(name: string, value: string): Spelling[] {
  return [
    { language: 'nginx', snippet: `add_header ${name} "${value}" always;`, context: 'server' },
    {
      language: 'apache',
      snippet: `Header always set ${name} "${value}"`,
      context: 'virtualhost',
      modules: [APACHE_HEADERS],
    },
    { language: 'caddy', snippet: `header ${name} "${value}"`, context: 'site' },
  ];
}

const nginxStatic = (extra: string): string =>
  `location ~* ${HASHED} {\n${extra}\texpires 1y;\n}\nlocation ~* ${PLAIN} {\n${extra}\texpires 7d;\n}`;

function staticCache(): Spelling[] {
  return [
    { language: 'nginx', variant: 'primary', context: 'server', snippet: nginxStatic('') },
    {
      language: 'nginx',
      variant: 'reverse-proxy',
      context: 'server',
      placeholders: [UPSTREAM],
      // The upstream's own Cache-Control is replaced, not doubled. A location's own proxy_hide_header
      // drops every one the server block has (nginx inherits them only when the location has none), so
      // the X-Powered-By of server-disclosure is hidden here again.
      snippet: nginxStatic(
        `\tproxy_pass ${UPSTREAM};\n\tproxy_set_header Host $host;\n\tproxy_hide_header Cache-Control;\n\tproxy_hide_header X-Powered-By;\n`,
      ),
    },
    {
      language: 'apache',
      context: 'virtualhost',
      modules: [APACHE_HEADERS],
      // By URL, so it applies to files served from disk and to ProxyPass alike.
      snippet: `<LocationMatch "${PLAIN}">\n\tHeader set Cache-Control "public, max-age=604800"\n</LocationMatch>\n<LocationMatch "${HASHED}">\n\tHeader set Cache-Control "public, max-age=31536000, immutable"\n</LocationMatch>`,
    },
    {
      language: 'caddy',
      context: 'site',
      // defer: set on the way out, so a reverse_proxy upstream's own Cache-Control (no-cache) is replaced.
      snippet: `@hashed path_regexp ${HASHED}\nheader @hashed {\n\tCache-Control "public, max-age=31536000, immutable"\n\tdefer\n}\n@static {\n\tpath_regexp ${PLAIN}\n\tnot path_regexp ${HASHED}\n}\nheader @static {\n\tCache-Control "public, max-age=604800"\n\tdefer\n}`,
    },
  ];
}

function compression(): Spelling[] {
  return [
    {
      language: 'nginx',
      variant: 'primary',
      context: 'server',
      snippet: `gzip on;\ngzip_vary on;\ngzip_min_length 1024;\ngzip_types ${TEXT_TYPES};`,
    },
    {
      language: 'nginx',
      variant: 'brotli',
      context: 'server',
      modules: [NGINX_BROTLI],
      snippet: `brotli on;\nbrotli_min_length 1024;\nbrotli_types ${TEXT_TYPES};`,
    },
    {
      language: 'apache',
      variant: 'primary',
      context: 'virtualhost',
      snippet: `AddOutputFilterByType DEFLATE text/html ${TEXT_TYPES}`,
    },
    {
      language: 'apache',
      variant: 'brotli',
      context: 'virtualhost',
      modules: [APACHE_BROTLI],
      snippet: `AddOutputFilterByType BROTLI_COMPRESS text/html ${TEXT_TYPES}`,
    },
    { language: 'caddy', context: 'site', snippet: 'encode zstd gzip' },
  ];
}

function spellings(ctx: FixContext): Spelling[] | null {
  const host = ctx.page.url.hostname;
  const id = ctx.check.id;
  if (id in HEADERS) {
    const [name, value] = HEADERS[id as keyof typeof HEADERS];
    return header(name, value);
  }
  switch (id) {
    case 'server-disclosure':
      return [
        {
          language: 'nginx',
          context: 'server',
          snippet: 'server_tokens off;\nproxy_hide_header X-Powered-By;\nfastcgi_hide_header X-Powered-By;',
        },
        {
          language: 'apache',
          // ServerTokens is valid in the main configuration only (Debian: conf-available/security.conf):
          // inside a <VirtualHost> it stops the server. An application's X-Powered-By (ProxyPass, PHP) is
          // in the "onsuccess" table, which `Header always unset` does not touch: both are unset.
          context: 'server',
          modules: [APACHE_HEADERS],
          snippet:
            'ServerTokens Prod\nServerSignature Off\nHeader unset X-Powered-By\nHeader always unset X-Powered-By',
        },
        { language: 'caddy', context: 'site', snippet: 'header {\n\t-Server\n\t-X-Powered-By\n}' },
      ];
    case 'compression':
      return compression();
    case 'static-cache':
      return staticCache();
    case 'http-to-https':
      return [
        {
          language: 'nginx',
          context: 'http',
          snippet: `server {\n\tlisten 80;\n\tserver_name ${host};\n\treturn 301 https://${host}$request_uri;\n}`,
        },
        {
          language: 'apache',
          context: 'server',
          snippet: `<VirtualHost *:80>\n\tServerName ${host}\n\tRedirect permanent / https://${host}/\n</VirtualHost>`,
        },
        {
          language: 'caddy',
          context: 'caddyfile',
          snippet: `http://${host} {\n\tredir https://${host}{uri} permanent\n}`,
        },
      ];
    case 'www-consolidation': {
      const other = host.startsWith('www.') ? host.slice(4) : `www.${host}`;
      const scheme = ctx.page.url.protocol.replace(':', '');
      return [
        {
          language: 'nginx',
          context: 'http',
          snippet: `server {\n\tlisten 80;\n\tserver_name ${other};\n\treturn 301 ${scheme}://${host}$request_uri;\n}`,
        },
        {
          language: 'apache',
          context: 'server',
          snippet: `<VirtualHost *:80>\n\tServerName ${other}\n\tRedirect permanent / ${scheme}://${host}/\n</VirtualHost>`,
        },
        // Caddy answers both schemes of the other host (with its own certificate) and redirects.
        {
          language: 'caddy',
          context: 'caddyfile',
          snippet: `${other} {\n\tredir ${scheme}://${host}{uri} permanent\n}`,
        },
      ];
    }
    default:
      return null;
  }
}

export function serverConfigFix(ctx: FixContext): WrittenFix | null {
  const all = spellings(ctx);
  if (!all) return null;
  const lead = serverOf(ctx);
  const names: Record<Server, string> = { nginx: 'nginx', apache: 'Apache', caddy: 'Caddy' };
  // The lead server's stock way first; its other variants, then the other servers', as alternatives.
  const primary = all.find(
    (s) => s.language === lead && s.variant !== 'brotli' && s.variant !== 'reverse-proxy',
  )!;
  const others = all.filter((s) => s !== primary);
  const note = ctx.check.id === 'hsts' ? [fixRef('note.hsts'), fixRef('note.server')] : fixRef('note.server');
  return {
    kind: 'server-config',
    language: lead,
    snippet: primary.snippet,
    ...(primary.context ? { context: primary.context } : {}),
    ...(primary.modules ? { modules: primary.modules } : {}),
    ...(primary.variant ? { variant: primary.variant } : {}),
    where: fixRef('server.config', { server: names[lead], host: ctx.page.url.hostname }),
    note,
    alternatives: others,
  };
}

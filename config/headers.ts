// HTTP headers for every host (nginx, Netlify, Vercel, Cloudflare Pages, `npm run serve`): the one source
// that src/plugins/host-config renders into each host's files, so they cannot drift (spec §7).
import {INTEGRATION_ORIGINS} from './integrations';
import {LOCAL_INDEX_DIR, SEARCH_MODE} from './search';

/** Content types by file extension. Markdown twins and llms.txt are read by tools that trust the declared type and charset. */
export const CONTENT_TYPES = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
} as const satisfies Record<`.${string}`, string>;

/** Who may frame the site: itself, the vendor's cloud apps and local development. */
export const FRAME_ANCESTORS = [
  "'self'",
  'https://*.acryl.io',
  'https://*.datahub.com',
  'http://localhost:*',
  'https://localhost:*',
] as const;

/** Hosted DocSearch talks to Algolia's hosts; the local Pagefind index needs nothing from outside. */
const SEARCH_ORIGINS = SEARCH_MODE === 'algolia' ? ['https://*.algolia.net', 'https://*.algolianet.com'] : [];

/** The policy allows exactly what the enabled integrations need; with none enabled, only the site itself. */
export function contentSecurityPolicy(origins: typeof INTEGRATION_ORIGINS = INTEGRATION_ORIGINS): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Docusaurus inlines its colour-mode and base-URL scripts; Pagefind compiles WebAssembly.
    'script-src': ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", ...origins.script],
    'style-src': ["'self'", "'unsafe-inline'", ...origins.style],
    'img-src': ["'self'", 'data:', ...origins.connect],
    'font-src': ["'self'", 'data:', ...origins.font],
    'connect-src': ["'self'", ...origins.connect, ...SEARCH_ORIGINS],
    'frame-src': origins.frame.length > 0 ? [...origins.frame] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [...FRAME_ANCESTORS],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Sent with every response. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
} as const;

/** Pages and other unhashed files must be revalidated; files named by their content hash never change. */
export const CACHE_CONTROL = {
  default: 'no-cache',
  hashedAssets: 'public, max-age=31536000, immutable',
} as const;

/**
 * Files named by their content hash, as `_headers` patterns (`*` matches any characters): the bundles
 * under /assets/, and the Pagefind index files that Pagefind itself writes as immutable (the per-language
 * metadata, word and filter chunks, result fragments). Pagefind's entry files that name them
 * (pagefind.js, pagefind-entry.json, the worker) and its WebAssembly (`wasm.en.pagefind`, named by
 * language only) keep their names across builds, so they are revalidated.
 */
export const HASHED_PATHS = [
  '/assets/*',
  `/${LOCAL_INDEX_DIR}/pagefind.*.pf_meta`,
  `/${LOCAL_INDEX_DIR}/index/*`,
  `/${LOCAL_INDEX_DIR}/filter/*`,
  `/${LOCAL_INDEX_DIR}/fragment/*`,
] as const;

/** A `HASHED_PATHS` pattern as the source of a regular expression over the whole path (nginx's too). */
export const hashedPathRegExp = (pattern: string): string =>
  `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`;

const HASHED = HASHED_PATHS.map((pattern) => new RegExp(hashedPathRegExp(pattern)));

/** The headers one response gets, by URL path: what every host file says, computed once. */
export function headersFor(pathname: string): Record<string, string> {
  const extension = /\.[a-z0-9]+$/i.exec(pathname)?.[0] as keyof typeof CONTENT_TYPES | undefined;
  return {
    ...SECURITY_HEADERS,
    'Cache-Control': HASHED.some((regex) => regex.test(pathname)) ? CACHE_CONTROL.hashedAssets : CACHE_CONTROL.default,
    ...(extension && extension in CONTENT_TYPES ? {'Content-Type': CONTENT_TYPES[extension]} : {}),
  };
}

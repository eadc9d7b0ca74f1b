// HTTP headers for every host (nginx, Netlify, Vercel, Cloudflare Pages, `npm run serve`): the one source
// that src/plugins/host-config renders into each host's files, so they cannot drift (spec §7).
import {INTEGRATION_ORIGINS} from './integrations';
import {LOCAL_INDEX_DIR, SEARCH_MODE} from './search';

/** Content types by file extension. Markdown twins and llms.txt are read by tools that trust the declared type and charset. */
export const CONTENT_TYPES = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
} as const satisfies Record<`.${string}`, string>;

/**
 * Who may frame the site: itself, the vendor's cloud apps and local development (spec: localhost). Over
 * HTTPS, local development means https://localhost: an http: source in the policy of an HTTPS site costs
 * the Observatory's grade 20 points (A+ to B+), so only the local server, itself plain HTTP, also allows
 * http://localhost (`forPlainHttp`).
 */
export const FRAME_ANCESTORS = [
  "'self'",
  'https://*.acryl.io',
  'https://*.datahub.com',
  'https://localhost:*',
] as const;
const LOCAL_HTTP_ANCESTOR = 'http://localhost:*';

/** Hosted DocSearch talks to Algolia's hosts; the local Pagefind index needs nothing from outside. */
const SEARCH_ORIGINS = SEARCH_MODE === 'algolia' ? ['https://*.algolia.net', 'https://*.algolianet.com'] : [];

/**
 * The inline scripts and style elements of the built pages, each as its CSP hash source (`'sha256-...'`),
 * read from the pages after the build (src/plugins/host-config/inlineHashes.ts).
 */
export type InlineHashes = {script: string[]; style: string[]};
export const NO_INLINE_ELEMENTS: InlineHashes = {script: [], style: []};

/**
 * The policy allows the site itself, exactly the inline scripts and style elements its pages hold, and
 * exactly what the enabled integrations need; with none enabled, nothing from another origin.
 */
export function contentSecurityPolicy(
  origins: typeof INTEGRATION_ORIGINS = INTEGRATION_ORIGINS,
  inline: InlineHashes = NO_INLINE_ELEMENTS,
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No 'unsafe-inline': each inline script by its hash. Pagefind compiles WebAssembly.
    'script-src': ["'self'", ...inline.script, "'wasm-unsafe-eval'", ...origins.script],
    // Style elements by their hash. Style attributes stay allowed: React writes them into the server's HTML
    // (code tokens' colours, a table's estimated height), hundreds of distinct values. A browser without
    // CSP 3's split directives falls back to style-src, which therefore allows both.
    'style-src': ["'self'", "'unsafe-inline'", ...origins.style],
    'style-src-elem': ["'self'", ...inline.style, ...origins.style],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...origins.connect],
    'font-src': ["'self'", 'data:', ...origins.font],
    'connect-src': ["'self'", ...origins.connect, ...origins.feedback, ...SEARCH_ORIGINS],
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

/** Two years: browsers that have seen the site over HTTPS never try it over plain HTTP again. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Sent with every response. There is no X-Frame-Options: it cannot name the vendor's apps that may frame
 * the site, and every browser that knows CSP's frame-ancestors ignores it. Cookies: the site sets none.
 */
export function securityHeaders(inline: InlineHashes = NO_INLINE_ELEMENTS) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(INTEGRATION_ORIGINS, inline),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    // A page opened from another site shares no window with it, and the site's files load only into its own pages.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Browsers take it only over HTTPS, which is how every host serves the site.
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  } as Record<string, string>;
}

/**
 * What a server over plain HTTP sends instead (the local one, like local development): no HSTS, which
 * would mean nothing there, and local development over HTTP may frame it.
 */
export function forPlainHttp(headers: Record<string, string>): Record<string, string> {
  const rest = {...headers};
  delete rest['Strict-Transport-Security'];
  const policy = rest['Content-Security-Policy'];
  if (!policy) return rest;
  return {
    ...rest,
    'Content-Security-Policy': policy.replace(/(^|; )(frame-ancestors [^;]*)/, `$1$2 ${LOCAL_HTTP_ANCESTOR}`),
  };
}

/** Pages and other unhashed files must be revalidated; files named by their content hash never change. */
export const CACHE_CONTROL = {
  default: 'no-cache',
  hashedAssets: 'public, max-age=31536000, immutable',
} as const;

/** Pagefind's content-hashed files in an index folder: the per-language metadata, word and filter chunks, result fragments. */
const PAGEFIND_HASHED = ['pagefind.*.pf_meta', 'index/*', 'filter/*', 'fragment/*'] as const;

/**
 * Files named by their content hash, as `_headers` patterns (`*` matches any characters): the bundles
 * under /assets/, and the Pagefind index files that Pagefind itself writes as immutable, in the main index
 * and in each archived docs version's (`/pagefind/1.1.0/`). Pagefind's entry files that name them
 * (pagefind.js, pagefind-entry.json, the worker) and its WebAssembly (`wasm.en.pagefind`, named by
 * language only) keep their names across builds, so they are revalidated.
 */
export const HASHED_PATHS = [
  '/assets/*',
  ...PAGEFIND_HASHED.map((file) => `/${LOCAL_INDEX_DIR}/${file}`),
  ...PAGEFIND_HASHED.map((file) => `/${LOCAL_INDEX_DIR}/*/${file}`),
] as const;

/** A `HASHED_PATHS` pattern as the source of a regular expression over the whole path (nginx's too). */
export const hashedPathRegExp = (pattern: string): string =>
  `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`;

const HASHED = HASHED_PATHS.map((pattern) => new RegExp(hashedPathRegExp(pattern)));

/** The headers one response gets, by URL path: what every host file says. */
export function headersFor(pathname: string, inline: InlineHashes = NO_INLINE_ELEMENTS): Record<string, string> {
  const extension = /\.[a-z0-9]+$/i.exec(pathname)?.[0] as keyof typeof CONTENT_TYPES | undefined;
  return {
    ...securityHeaders(inline),
    'Cache-Control': HASHED.some((regex) => regex.test(pathname)) ? CACHE_CONTROL.hashedAssets : CACHE_CONTROL.default,
    ...(extension && extension in CONTENT_TYPES ? {'Content-Type': CONTENT_TYPES[extension]} : {}),
  };
}

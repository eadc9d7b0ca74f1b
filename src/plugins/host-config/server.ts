// The one local static server: `npm run serve`, the end-to-end tests and the bench all serve builds with
// it. It answers as the configured hosts do: the headers the build's own `_headers` file gives (what
// host-config wrote for that build: its inline hashes, its integrations' and search mode's origins), as
// plain HTTP (`forPlainHttp`); the redirects and 404 page every host gets (config/redirects.ts); clean
// URLs; gzip for text when the client accepts it, so the bench sees the transfer sizes readers get; and
// validators (ETag, Last-Modified) with 304 answers, so that a revalidated file (`no-cache`: pages, Pagefind's
// entry and runtime) costs its headers, as on nginx and the hosts.
// Tests also serve a build under a path prefix with it.
import {existsSync, readFileSync, statSync, type Stats} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {CACHE_CONTROL, forPlainHttp, headersFor} from '../../../config/headers';
import {headersFromFile} from './hosts';
import {inlineHashes} from './inlineHashes';
import {redirects as siteRedirects} from '../../../config/redirects';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};
/** What hosts compress (Netlify, Vercel, Cloudflare Pages, the nginx config); Pagefind's binary files are gzip already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.svg', '.txt', '.md']);

/** Whether hosts send `file` gzipped (the search bench weighs files as they would). */
export const isCompressible = (file: string): boolean => COMPRESSIBLE.has(path.extname(file));

export type StaticServerOptions = {
  root: string;
  port?: number;
  host?: string;
  /** Serves the build under this path prefix (such as `/prefix/`), as a misconfigured host would. */
  basePath?: string;
  redirects?: {from: string; to: string}[];
};

export type RunningServer = {url: string; port: number; close: () => Promise<void>};

export async function startStaticServer({
  root,
  port = 0,
  host = '127.0.0.1',
  basePath = '/',
  redirects = siteRedirects,
}: StaticServerOptions): Promise<RunningServer> {
  const redirectTargets = new Map(redirects.map(({from, to}) => [from, to]));
  const headers = await headersOfBuild(root);
  // Each file is gzipped once per version of it (a test may rewrite the build while serving it): the
  // e2e suite and the bench ask for the same bundles thousands of times.
  const gzipped = new Map<string, Buffer>();
  const gzipOf = (file: string, body: Buffer, {mtimeMs, size}: Stats): Buffer => {
    const key = `${file}\0${mtimeMs}\0${size}`;
    let compressed = gzipped.get(key);
    if (!compressed) gzipped.set(key, (compressed = gzipSync(body)));
    return compressed;
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const target = redirectTargets.get(pathname.replace(/\/$/, '') || '/');
    if (target) {
      response.writeHead(301, {...headers(pathname), Location: `${target}${url.search}`}).end();
      return;
    }
    const file = pathname.startsWith(basePath) ? resolveFile(root, `/${pathname.slice(basePath.length)}`) : undefined;
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const extension = path.extname(served);
    const type = MIME_TYPES[extension] ?? 'application/octet-stream';
    // A missing file answers the 404 page with that page's headers: never a year-long cache for a hashed name.
    const responseHeaders: Record<string, string> = {'Content-Type': type, ...headers(file ? pathname : '/404.html')};
    if (isCompressible(served)) responseHeaders.Vary = 'Accept-Encoding';
    const stats = statSync(served);
    if (file) {
      const {mtime, mtimeMs, size} = stats;
      // Validators as nginx makes them, of the modification time (in ms: a test may rewrite a file within a
      // second) and the size; weak, since the body may be gzipped.
      responseHeaders.ETag = `W/"${Math.floor(mtimeMs).toString(16)}-${size.toString(16)}"`;
      responseHeaders['Last-Modified'] = mtime.toUTCString();
      if (
        String(request.headers['if-none-match'] ?? '')
          .split(/\s*,\s*/)
          .includes(responseHeaders.ETag)
      ) {
        delete responseHeaders['Content-Type'];
        response.writeHead(304, responseHeaders).end();
        return;
      }
    }
    let body: Buffer = readFileSync(served);
    if (isCompressible(served) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipOf(served, body, stats);
      responseHeaders['Content-Encoding'] = 'gzip';
    }
    response.writeHead(status, responseHeaders);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    // Stop listening, then drop the browser's keep-alive sockets, which close() alone would wait for: a
    // socket the browser opened for a preload and never used kept a test waiting.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The headers of each path of the build in `root`, as plain HTTP: those of its `_headers` file, with the
 * hosts' revalidating default for pages; a build without host-config (a test fixture) gets those
 * config/headers.ts gives, with the inline hashes read from its pages.
 */
async function headersOfBuild(root: string): Promise<(pathname: string) => Record<string, string>> {
  const hostFile = path.join(root, '_headers');
  if (existsSync(hostFile)) {
    const fromFile = headersFromFile(readFileSync(hostFile, 'utf8'));
    return (pathname) => forPlainHttp({'Cache-Control': CACHE_CONTROL.default, ...fromFile(pathname)});
  }
  const inline = await inlineHashes(root);
  return (pathname) => forPlainHttp(headersFor(pathname, inline));
}

/** `/page`, `/page/` and `/page.html` all reach `page/index.html`; files are served as they are. */
export function resolveFile(root: string, pathname: string): string | undefined {
  const base = path.join(root, path.normalize(pathname));
  if (!base.startsWith(root)) return undefined;
  const candidates = [base, path.join(base, 'index.html'), base.replace(/\.html$/, '/index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

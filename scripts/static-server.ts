// `npm run serve`: serves a production build with the headers, redirects and 404 page every host gets
// (config/headers.ts, config/redirects.ts). Tests use it too, also to serve a build under a path prefix.
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {headersFor} from '../config/headers';
import {redirects as siteRedirects} from '../config/redirects';

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
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const target = redirectTargets.get(pathname.replace(/\/$/, '') || '/');
    if (target) {
      response.writeHead(301, {...headersFor(pathname), Location: `${target}${url.search}`}).end();
      return;
    }
    const file = pathname.startsWith(basePath) ? resolveFile(root, `/${pathname.slice(basePath.length)}`) : undefined;
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const type = MIME_TYPES[path.extname(served)] ?? 'application/octet-stream';
    // A missing file answers the 404 page with that page's headers: never a year-long cache for a hashed name.
    response.writeHead(status, {'Content-Type': type, ...headersFor(file ? pathname : '/404.html')});
    if (request.method === 'HEAD') response.end();
    else createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    // Stop listening, then drop the browser's keep-alive sockets, which close() alone would wait for (as
    // bench/serve.ts does): a socket the browser opened for a preload and never used kept a test waiting.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `/page`, `/page/` and `/page.html` all reach `page/index.html`; files are served as they are. */
function resolveFile(root: string, pathname: string): string | undefined {
  const base = path.join(root, path.normalize(pathname));
  if (!base.startsWith(root)) return undefined;
  const candidates = [base, path.join(base, 'index.html'), base.replace(/\.html$/, '/index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const arg = (name: string, fallback: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index >= 0 ? process.argv[index + 1]! : fallback;
  };
  const root = path.resolve(arg('dir', 'build'));
  void startStaticServer({root, port: Number(arg('port', '3000')), host: arg('host', '127.0.0.1')}).then(({url}) =>
    console.log(`Serving ${root} on ${url}`),
  );
}

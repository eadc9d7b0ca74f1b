// Serves a build on 127.0.0.1 the way a static host does: clean URLs, gzip for text and long-lived
// caching of hashed assets, so Lighthouse sees the transfer sizes readers get.
import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg']);

export type StaticServer = {origin: string; close: () => Promise<void>};

/** The file a URL path maps to: the file, the folder's index.html, or `<path>.html`. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, relative);
  if (!base.startsWith(root)) return undefined;
  const candidates = [base, path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

export async function serveStatic(root: string): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://127.0.0.1');
    const found = resolveFile(root, pathname);
    const file = found ?? path.join(root, '404.html');
    const ext = path.extname(file);
    let body = readFileSync(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    response.writeHead(found ? 200 : 404, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

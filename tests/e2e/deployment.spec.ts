// The shipped nginx configuration over the production build, in a real nginx: headers, 404, 301s,
// .html URLs and framing (spec §7). nginx runs as a child process on 127.0.0.1 and is stopped after.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {CACHE_CONTROL, securityHeaders} from '../../config/headers';
import {inlineHashes} from '../../src/plugins/host-config/inlineHashes';
import {observatoryScore} from '../observatory';

const BUILD = path.resolve('build');
const NGINX_PORT = Number(process.env.E2E_PORT ?? 4173) + 100;
const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

let nginx: ChildProcess | undefined;
let prefix = '';
/** The security headers of this build (its inline scripts and styles by hash), read once. */
let buildSecurityHeaders: Record<string, string>;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  buildSecurityHeaders = securityHeaders(await inlineHashes(BUILD));
  prefix = mkdtempSync(path.join(tmpdir(), 'datahub-nginx-'));
  // The shipped server block, unchanged except where it listens.
  const server = readFileSync(`${BUILD}-nginx/server.conf`, 'utf8').replace(
    /listen 80;/,
    `listen 127.0.0.1:${NGINX_PORT};`,
  );
  writeFileSync(path.join(prefix, 'server.conf'), server);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/server.conf;
}
`,
  );
  nginx = spawn(
    process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', `${prefix}/error.log`],
    {
      stdio: 'inherit',
    },
  );
  await expect
    .poll(
      async () =>
        fetch(`${ORIGIN}/`).then(
          (response) => response.status,
          () => 0,
        ),
      {timeout: 10_000},
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  if (prefix) rmSync(prefix, {recursive: true, force: true});
});

test('pages get the security headers and no-cache', async ({request}) => {
  const response = await request.get(`${ORIGIN}/docs/features`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  // The build's own inline scripts and style elements, by hash; HSTS too (nginx serves the site behind TLS).
  expect(Object.keys(buildSecurityHeaders)).toContain('Strict-Transport-Security');
  for (const [name, value] of Object.entries(buildSecurityHeaders))
    expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'wasm");
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).toContain(
    "frame-ancestors 'self' https://*.acryl.io https://*.datahub.com",
  );
  expect(headers['cache-control']).toBe(CACHE_CONTROL.default);
  expect(headers['content-type']).toContain('text/html');
  // Mozilla's Observatory grade of what nginx sent, for the site behind TLS as deployed.
  const {grade, score, results} = observatoryScore({
    headers,
    html: await response.text(),
    url: 'https://docs.datahub.com/docs/features',
    httpAnswer: 'redirects-to-https-on-same-host',
  });
  expect(grade, `${score}: ${JSON.stringify(results)}`).toBe('A+');
});

test('hashed assets are cached for a year, immutable, with the security headers', async ({request}) => {
  const script = readdirSync(path.join(BUILD, 'assets/js')).find((file) => file.endsWith('.js'));
  const response = await request.get(`${ORIGIN}/assets/js/${script}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe(CACHE_CONTROL.hashedAssets);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('Pagefind’s hashed index files are cached for a year; the files that keep their name are revalidated', async ({
  request,
}) => {
  const pagefind = path.join(BUILD, 'pagefind');
  const first = (dir: string, suffix: string) => readdirSync(dir).find((file) => file.endsWith(suffix))!;
  const hashed = [
    first(pagefind, '.pf_meta'),
    `index/${first(path.join(pagefind, 'index'), '.pf_index')}`,
    `filter/${first(path.join(pagefind, 'filter'), '.pf_filter')}`,
    `fragment/${first(path.join(pagefind, 'fragment'), '.pf_fragment')}`,
  ];
  const named = ['pagefind.js', 'pagefind-entry.json', 'pagefind-worker.js', 'wasm.en.pagefind'];
  for (const [files, cache] of [
    [hashed, CACHE_CONTROL.hashedAssets],
    [named, CACHE_CONTROL.default],
  ] as const) {
    for (const file of files) {
      const response = await request.get(`${ORIGIN}/pagefind/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe(cache);
      expect(response.headers()['x-content-type-options'], file).toBe('nosniff');
    }
  }
  // A hashed name that does not exist is the 404 page, which is revalidated.
  const missing = await request.get(`${ORIGIN}/pagefind/fragment/en_0000000.pf_fragment`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe(CACHE_CONTROL.default);
});

test('the icons at fixed paths are images, revalidated (site-icons)', async ({request}) => {
  for (const [pathname, type] of [
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['/apple-touch-icon.png', /^image\/png$/],
  ] as const) {
    const response = await request.get(`${ORIGIN}${pathname}`);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['content-type'], pathname).toMatch(type);
    expect(response.headers()['cache-control'], pathname).toBe(CACHE_CONTROL.default);
  }
});

test('an unknown path answers the 404 page with status 404', async ({request}) => {
  const response = await request.get(`${ORIGIN}/docs/no-such-page`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  expect(response.headers()['content-security-policy']).toBe(buildSecurityHeaders['Content-Security-Policy']);
});

test('the site redirects are real 301s', async ({request}) => {
  const response = await request.get(`${ORIGIN}/docs`, {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/docs/features');
});

test('.html URLs reach the page', async ({request}) => {
  for (const url of ['/docs/features.html', '/docs/features/index.html', '/404.html']) {
    const response = await request.get(`${ORIGIN}${url}`);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain('text/html');
  }
});

test('Chromium refuses to show the site in a frame from a foreign origin or from plain-HTTP localhost', async ({
  page,
}) => {
  const parent: Server = createServer((_request, response) => {
    response.writeHead(200, {'Content-Type': 'text/html'});
    response.end(
      `<!doctype html><title>Parent</title><iframe name="docs" src="${ORIGIN}/docs/features" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => parent.listen(0, '127.0.0.1', resolve));
  const {port} = parent.address() as AddressInfo;
  try {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    // 127.0.0.1 on another port is a foreign origin, outside the allowed ancestors.
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    const framed = page.frame({name: 'docs'});
    expect(
      await framed
        ?.locator('article h1')
        .count()
        .catch(() => 0),
    ).toBe(0);

    // A deployment serves HTTPS: local development frames it from https://localhost, not over plain HTTP
    // (the local server, itself plain HTTP, allows that: security-policy.spec.ts).
    refusals.length = 0;
    await page.goto(`http://localhost:${port}/`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals.join('\n')).toContain('https://localhost:*');
  } finally {
    await new Promise((resolve) => parent.close(resolve));
  }
});

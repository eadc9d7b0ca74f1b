// Every host's generated files say the same thing as config/headers.ts and config/redirects.ts.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  forPlainHttp,
  HASHED_PATHS,
  hashedPathRegExp,
  headersFor,
  securityHeaders,
  type InlineHashes,
} from '../../config/headers';
import {INTEGRATION_ORIGINS} from '../../config/integrations';
import {redirects} from '../../config/redirects';
import {
  headersFromFile,
  REDIRECT_SCRIPT,
  renderHeadersFile,
  renderNginxServer,
  renderRedirectPage,
  renderRedirectsFile,
  renderVercelJson,
} from '../../src/plugins/host-config/hosts';
import {resolveFile, startStaticServer} from '../../src/plugins/host-config';
import {cspHash, inlineHashes, pageInlineHashes} from '../../src/plugins/host-config/inlineHashes';
import {observatoryScore} from '../observatory';

const SAMPLE_PATHS = [
  '/',
  '/docs/features',
  '/assets/js/main.1a2b3c4d.js',
  '/docs/features.md',
  '/llms.txt',
  '/img/logo.svg',
  // Pagefind: hashed index files, then the files that keep their name from build to build.
  '/pagefind/pagefind.en_9887da6dc6.pf_meta',
  '/pagefind/index/en_104b3f4.pf_index',
  '/pagefind/filter/en_c54b527.pf_filter',
  '/pagefind/fragment/en_0311133.pf_fragment',
  '/pagefind/pagefind.js',
  '/pagefind/pagefind-entry.json',
  '/pagefind/pagefind-worker.js',
  '/pagefind/wasm.en.pagefind',
  // An archived docs version's index bundle: the same files in a subfolder.
  '/pagefind/1.1.0/pagefind.en_5be2a1c0d9.pf_meta',
  '/pagefind/1.1.0/index/en_9a8b7c6.pf_index',
  '/pagefind/1.1.0/fragment/en_1f2e3d4.pf_fragment',
  '/pagefind/1.1.0/pagefind.js',
  '/pagefind/1.1.0/pagefind-entry.json',
];

type Headers = Record<string, string>;

/** Netlify / Cloudflare Pages: every matching block applies (the reader the local server uses too). */
const fromHeadersFile = (file: string, pathname: string): Headers => headersFromFile(file)(pathname);

/** Vercel: every matching rule applies in order, the later one winning. */
function fromVercel(json: string, pathname: string): Headers {
  const config = JSON.parse(json) as {headers: {source: string; headers: {key: string; value: string}[]}[]};
  const result: Headers = {};
  for (const rule of config.headers) {
    if (!new RegExp(`^${rule.source}$`).test(pathname)) continue;
    for (const {key, value} of rule.headers) result[key] = value;
  }
  return result;
}

/** nginx: the one location that handles the path, and its add_header and default_type lines. */
function fromNginx(conf: string, pathname: string): Headers {
  const locations = [...conf.matchAll(/location (\^~ |~\* |~ )?(\S+) \{([\s\S]*?)\n {2}\}/g)].map(
    ([, kind, pattern, body]) => ({
      kind: kind?.trim() ?? '',
      pattern: pattern!,
      body: body!,
    }),
  );
  // nginx: the longest ^~ prefix wins; otherwise the first regular expression, in the file's order.
  const prefixMatch = locations
    .filter((l) => l.kind === '^~' && pathname.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  const regexMatch = locations.find(
    (l) => l.kind.startsWith('~') && new RegExp(l.pattern, l.kind === '~*' ? 'i' : '').test(pathname),
  );
  const location = prefixMatch ?? regexMatch ?? locations.find((l) => l.kind === '' && l.pattern === '/')!;
  const result: Headers = {};
  for (const [, name, value] of location.body.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)) {
    result[name!] = value!.replace(/\\"/g, '"');
  }
  const type = /default_type "([^"]+)";/.exec(location.body)?.[1];
  if (type) result['Content-Type'] = type;
  return result;
}

/** What a build's pages would hold: two inline scripts and a style element. */
const INLINE: InlineHashes = {
  script: [
    "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='",
    "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='",
  ],
  style: ["'sha256-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC='"],
};

test('nginx and Vercel send exactly the headers config/headers.ts gives each path', () => {
  const nginx = renderNginxServer({root: '/srv/site', redirects, inline: INLINE});
  const vercel = renderVercelJson(redirects, INLINE);
  for (const pathname of SAMPLE_PATHS) {
    assert.deepEqual(fromNginx(nginx, pathname), headersFor(pathname, INLINE), `nginx ${pathname}`);
    assert.deepEqual(fromVercel(vercel, pathname), headersFor(pathname, INLINE), `vercel ${pathname}`);
  }
});

test('_headers gives the same headers, leaving page caching to the hosts’ revalidating default', () => {
  const file = renderHeadersFile(INLINE);
  for (const pathname of SAMPLE_PATHS) {
    const expected = headersFor(pathname, INLINE);
    if (expected['Cache-Control'] === CACHE_CONTROL.default) delete expected['Cache-Control'];
    assert.deepEqual(fromHeadersFile(file, pathname), expected, pathname);
  }
});

test('every client redirect page runs one script, the same on all of them, allowed by one hash', () => {
  const pages = redirects.map(renderRedirectPage);
  const hashes = new Set(pages.flatMap((page) => pageInlineHashes(page).script));
  assert.deepEqual([...hashes], [cspHash(REDIRECT_SCRIPT)]);
  const page = renderRedirectPage({from: '/docs/old', to: '/docs/new page'});
  assert.match(page, /<meta http-equiv="refresh" content="0; url=\/docs\/new%20page">/);
  assert.match(page, /<link rel="canonical" href="\/docs\/new%20page">/);
  assert.throws(() => renderRedirectPage({from: '/a', to: '/b#c'}), /no query or fragment/);
});

test('every host redirects the site redirects with a 301', () => {
  const expected = redirects.map(({from, to}) => `${from} -> ${to}`).sort();
  assert.ok(expected.length > 0);
  const netlify = renderRedirectsFile(redirects)
    .trim()
    .split('\n')
    .map((line) => {
      const [from, to, status] = line.split(' ');
      assert.equal(status, '301');
      return `${from} -> ${to}`;
    });
  const vercel = (
    JSON.parse(renderVercelJson(redirects)) as {redirects: {source: string; destination: string; statusCode: number}[]}
  ).redirects.map(({source, destination, statusCode}) => {
    assert.equal(statusCode, 301);
    return `${source} -> ${destination}`;
  });
  const nginx = [
    ...renderNginxServer({root: '/srv/site', redirects}).matchAll(/location = (\S+) \{ return 301 (\S+); \}/g),
  ].map(([, from, to]) => `${from} -> ${to}`);
  assert.deepEqual(netlify.sort(), expected);
  assert.deepEqual(vercel.sort(), expected);
  assert.deepEqual(nginx.sort(), expected);
});

test('with no integration set, the policy names no other origin; framing is limited to the allowed ancestors', () => {
  const csp = securityHeaders()['Content-Security-Policy']!;
  const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  assert.deepEqual(directives['frame-ancestors'], [
    "'self'",
    'https://*.acryl.io',
    'https://*.datahub.com',
    'https://localhost:*',
  ]);
  // The local server, plain HTTP, also lets local development over HTTP frame the site.
  const plain = forPlainHttp(securityHeaders());
  assert.match(plain['Content-Security-Policy']!, /frame-ancestors [^;]* http:\/\/localhost:\*$/);
  assert.equal(plain['Strict-Transport-Security'], undefined);
  for (const [name, values] of Object.entries(directives)) {
    if (name === 'frame-ancestors') continue;
    assert.deepEqual(
      values.filter((value) => /^https?:/.test(value)),
      [],
      name,
    );
  }
  assert.deepEqual(INTEGRATION_ORIGINS.script, []);
});

test('enabled integrations add exactly their origins to the policy', () => {
  const csp = contentSecurityPolicy({
    script: ['https://replay.example.test'],
    connect: ['https://replay.example.test'],
    frame: ['https://assistant.example.test'],
    style: ['https://fonts.example.test'],
    font: ['https://fonts.example.test'],
    feedback: ['https://feedback.example.test'],
  });
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' https:\/\/replay\.example\.test;/);
  // The feedback endpoint is fetched, never loaded as an image, script or frame.
  assert.match(csp, /connect-src 'self' https:\/\/replay\.example\.test https:\/\/feedback\.example\.test;/);
  assert.match(csp, /img-src 'self' data: https:\/\/replay\.example\.test;/);
  assert.match(csp, /frame-src https:\/\/assistant\.example\.test;/);
  assert.match(csp, /style-src 'self' 'unsafe-inline' https:\/\/fonts\.example\.test;/);
  assert.match(csp, /style-src-elem 'self' https:\/\/fonts\.example\.test;/);
});

test('Pagefind files are cached for good exactly when their name changes with their content', async () => {
  // Two indexes of one site, one page edited in between: a file name that stays must be revalidated.
  const pagefind = await import('pagefind');
  const build = async (alpha: string) => {
    const {index} = await pagefind.createIndex({forceLanguage: 'en'});
    await index!.addCustomRecord({url: '/a/', content: alpha, language: 'en', filters: {version: ['current']}});
    await index!.addCustomRecord({url: '/b/', content: 'Glossary terms and domains', language: 'en'});
    const {files} = await index!.getFiles();
    // The main index, and an archived version's bundle of the same files in a subfolder.
    return new Map(
      ['/pagefind/', '/pagefind/1.1.0/'].flatMap((folder) =>
        files.map((file) => [`${folder}${file.path}`, Buffer.from(file.content).toString('base64')] as const),
      ),
    );
  };
  try {
    const before = await build('Lineage from ingestion');
    const after = await build('Lineage from ingestion, edited');
    const cached = (pathname: string) => headersFor(pathname)['Cache-Control'] === CACHE_CONTROL.hashedAssets;
    for (const [pathname, content] of before) {
      const next = after.get(pathname);
      if (cached(pathname)) assert.ok(next === undefined || next === content, `${pathname} changed under its name`);
    }
    // The files that keep their name whatever Pagefind's version or the site's content.
    for (const name of ['pagefind.js', 'pagefind-entry.json', 'pagefind-worker.js', 'wasm.en.pagefind'])
      assert.ok(before.has(`/pagefind/${name}`) && !cached(`/pagefind/${name}`), name);
    assert.notEqual(before.get('/pagefind/pagefind-entry.json'), after.get('/pagefind/pagefind-entry.json'));
    // Every Pagefind rule matches a file Pagefind writes, and the edit renamed some of them.
    for (const pattern of HASHED_PATHS.filter((p) => p.startsWith('/pagefind/'))) {
      const regex = new RegExp(hashedPathRegExp(pattern));
      assert.ok(
        [...before.keys()].some((pathname) => regex.test(pathname)),
        pattern,
      );
    }
    assert.ok([...after.keys()].some((pathname) => cached(pathname) && !before.has(pathname)));
  } finally {
    await pagefind.close();
  }
});

test('`npm run serve` sends the same caching, and a missing hashed file is a 404 that is revalidated', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  for (const file of ['404.html', 'pagefind/pagefind.js', 'pagefind/fragment/en_0311133.pf_fragment']) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), 'x');
  }
  const server = await startStaticServer({root, redirects: []});
  try {
    for (const [pathname, status, cache] of [
      ['/pagefind/fragment/en_0311133.pf_fragment', 200, CACHE_CONTROL.hashedAssets],
      ['/pagefind/pagefind.js', 200, CACHE_CONTROL.default],
      ['/pagefind/fragment/en_0000000.pf_fragment', 404, CACHE_CONTROL.default],
      ['/assets/js/main.00000000.js', 404, CACHE_CONTROL.default],
    ] as const) {
      const response = await fetch(`${server.url}${pathname}`);
      assert.equal(response.status, status, pathname);
      assert.equal(response.headers.get('cache-control'), cache, pathname);
    }
  } finally {
    await server.close();
    rmSync(root, {recursive: true, force: true});
  }
});

test('the static server maps clean URLs to files, gzips text, answers 304 to a validator and 404 with the 404 page', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  mkdirSync(path.join(root, 'docs/quickstart'), {recursive: true});
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(root, 'docs/quickstart/index.html'), '<h1>quickstart</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
  assert.equal(resolveFile(root, '/docs/quickstart'), path.join(root, 'docs/quickstart/index.html'));
  assert.equal(resolveFile(root, '/../../etc/passwd'), undefined);
  const server = await startStaticServer({root, redirects: []});
  try {
    const page = await fetch(`${server.url}/docs/quickstart`, {headers: {'accept-encoding': 'gzip'}});
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-encoding'), 'gzip');
    assert.equal(await page.text(), '<h1>quickstart</h1>');
    const missing = await fetch(`${server.url}/nowhere`);
    assert.equal(missing.status, 404);
    assert.equal(await missing.text(), '<h1>not found</h1>');
    assert.equal(missing.headers.get('etag'), null);
    // A revalidation costs the headers, as on nginx: the same file answers 304 to its own validator.
    const etag = page.headers.get('etag')!;
    assert.match(etag, /^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await fetch(`${server.url}/docs/quickstart`, {headers: {'if-none-match': etag}});
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
    writeFileSync(path.join(root, 'docs/quickstart/index.html'), '<h1>quickstart, rewritten</h1>');
    const changed = await fetch(`${server.url}/docs/quickstart`, {headers: {'if-none-match': etag}});
    assert.equal(changed.status, 200);
    assert.equal(await changed.text(), '<h1>quickstart, rewritten</h1>');
  } finally {
    await server.close();
    rmSync(root, {recursive: true, force: true});
  }
});

test('the policy allows each inline script and style element of the pages by its hash, and nothing else inline', async () => {
  const colourMode = '\n(function () { document.documentElement.dataset.theme = "light"; })();\n';
  const page = `<!doctype html><html><head>
<script>${colourMode}</script>
<script src="/assets/js/main.js" defer></script>
<script type="application/ld+json">{"@type": "WebSite"}</script>
<SCRIPT type="module">import('/a.js')</SCRIPT>
</head><body><svg><style>.cls-1{fill:#003dff}</style></svg></body></html>`;
  assert.deepEqual(pageInlineHashes(page), {
    script: [cspHash(colourMode), cspHash("import('/a.js')")],
    style: [cspHash('.cls-1{fill:#003dff}')],
  });
  // The hash a browser compares: SHA-256 of the element's text, base64.
  assert.equal(cspHash('alert(1)'), "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");

  const root = mkdtempSync(path.join(tmpdir(), 'inline-hashes-'));
  try {
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'index.html'), page);
    writeFileSync(path.join(root, 'docs/index.html'), '<html><body><script>go()</script></body></html>');
    writeFileSync(path.join(root, '404.html'), '<html><body>Not found</body></html>');
    const hashes = await inlineHashes(root);
    assert.deepEqual(hashes.script, [cspHash(colourMode), cspHash("import('/a.js')"), cspHash('go()')].sort());
    // The local server sends the policy of the pages it serves.
    const server = await startStaticServer({root, redirects: []});
    try {
      const policy = (await fetch(`${server.url}/docs/`)).headers.get('content-security-policy')!;
      assert.ok(policy.includes(`script-src 'self' ${hashes.script.join(' ')} 'wasm-unsafe-eval'`), policy);
      assert.ok(policy.includes(`style-src-elem 'self' ${cspHash('.cls-1{fill:#003dff}')}`), policy);
    } finally {
      await server.close();
    }
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('the local server sends what the build’s _headers says, as plain HTTP', async () => {
  // A build of another mode or with integrations: its _headers names origins this process's config does not.
  const origins = {
    ...INTEGRATION_ORIGINS,
    script: ['https://assistant.example.test'],
    connect: ['https://*.algolia.net'],
  };
  const deployed = {...securityHeaders(INLINE), 'Content-Security-Policy': contentSecurityPolicy(origins, INLINE)};
  const file = renderHeadersFile(INLINE).replace(
    /Content-Security-Policy: .*/,
    `Content-Security-Policy: ${deployed['Content-Security-Policy']}`,
  );
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  try {
    mkdirSync(path.join(root, 'assets/js'), {recursive: true});
    writeFileSync(path.join(root, '_headers'), file);
    writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    writeFileSync(path.join(root, 'llms.txt'), '# llms');
    writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
    writeFileSync(path.join(root, 'assets/js/main.1a2b3c4d.js'), '');
    const server = await startStaticServer({root, redirects: []});
    try {
      for (const pathname of ['/', '/llms.txt', '/assets/js/main.1a2b3c4d.js', '/nowhere']) {
        const response = await fetch(`${server.url}${pathname}`);
        const received: Record<string, string | null> = Object.fromEntries(
          Object.keys(headersFor(pathname)).map((name) => [name, response.headers.get(name)]),
        );
        const expected = forPlainHttp({
          ...headersFor(pathname === '/nowhere' ? '/404.html' : pathname, INLINE),
          ...deployed,
        });
        // No HSTS over plain HTTP.
        assert.deepEqual(received, {...expected, 'Strict-Transport-Security': null}, pathname);
        const policy = response.headers.get('content-security-policy')!;
        assert.match(policy, /script-src [^;]*https:\/\/assistant\.example\.test/);
        assert.match(policy, /frame-ancestors [^;]* http:\/\/localhost:\*$/);
      }
    } finally {
      await server.close();
    }
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

/** A page as the build writes it: inline scripts, same-origin bundles, JSON-LD. */
const PAGE = `<!doctype html><html><head><script>(function(){})()</script>
<script type="application/ld+json">{}</script></head><body><div id="__docusaurus"></div>
<script>(function (scripts) { scripts.forEach(function () {}); })(["/assets/js/main.1a2b3c4d.js"]);</script>
<script src="/assets/js/runtime~main.5e6f7a8b.js" defer></script></body></html>`;

test('Mozilla’s Observatory grades what every host sends A+ (and the policy with unsafe-inline scripts it would not)', () => {
  const site = 'https://docs.datahub.com/';
  const score = (headers: Record<string, string>) =>
    observatoryScore({headers, html: PAGE, url: site, httpAnswer: 'redirects-to-https-on-same-host'});
  const hosts = {
    'Netlify and Cloudflare Pages (_headers)': fromHeadersFile(renderHeadersFile(INLINE), '/'),
    Vercel: fromVercel(renderVercelJson(redirects, INLINE), '/'),
    nginx: fromNginx(renderNginxServer({root: '/srv/site', redirects, inline: INLINE}), '/'),
  };
  for (const [host, headers] of Object.entries(hosts)) {
    const {score: points, grade, results} = score(headers);
    assert.equal(grade, 'A+', `${host}: ${points} ${JSON.stringify(results)}`);
    assert.deepEqual(
      results.filter(({modifier}) => modifier < 0),
      [],
      host,
    );
  }
  const {results} = score(hosts.nginx);
  assert.deepEqual(Object.fromEntries(results.map(({test, result}) => [test, result])), {
    'content-security-policy': 'csp-implemented-with-unsafe-inline-in-style-src-only',
    cookies: 'cookies-not-found',
    'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
    redirection: 'redirection-to-https',
    'referrer-policy': 'referrer-policy-private',
    'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
    'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'x-content-type-options': 'x-content-type-options-nosniff',
    'x-frame-options': 'x-frame-options-implemented-via-csp',
    'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
  });

  // What the hosts sent before: every inline script allowed, no HSTS.
  const before = {...hosts.nginx};
  before['Content-Security-Policy'] = before['Content-Security-Policy']!.replace(
    /script-src [^;]*/,
    "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
  );
  delete before['Strict-Transport-Security'];
  const old = score(before);
  assert.equal(old.score, 60);
  assert.equal(old.grade, 'C+');
});

test('the Observatory score follows Mozilla’s table: penalties first, bonuses only from 90', () => {
  const bare = observatoryScore({
    headers: {},
    html: '<p>hi</p>',
    url: 'https://example.test/',
    httpAnswer: 'serves-http',
  });
  // CSP -25, redirection -20, HSTS -20, X-Content-Type-Options -5, X-Frame-Options -20.
  assert.equal(bare.score, 10);
  assert.equal(bare.grade, 'F');
  const external = observatoryScore({
    headers: {
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
    html: '<script src="https://cdn.example.test/a.js"></script>',
    url: 'https://example.test/',
    httpAnswer: 'no-http',
  });
  // HSTS -20 and SRI -5 leave 75, below 90: the CSP (+10) and framing (+5) bonuses do not count.
  assert.equal(external.score, 75);
  assert.ok(external.results.some(({result}) => result === 'sri-not-implemented-but-external-scripts-loaded-securely'));
  assert.ok(external.results.some(({result}) => result === 'csp-implemented-with-no-unsafe-default-src-none'));
  // A hash makes browsers ignore 'unsafe-inline' in the same list; 'strict-dynamic' needs one.
  const hashed = (scriptSrc: string) =>
    observatoryScore({
      headers: {'Content-Security-Policy': `script-src ${scriptSrc}; style-src 'self'; object-src 'none'`},
      url: 'https://e.test/',
      httpAnswer: 'no-http',
    }).results[0]!.result;
  assert.equal(hashed("'self' 'unsafe-inline' 'sha256-AAAA='"), 'csp-implemented-with-no-unsafe');
  assert.equal(hashed("'self' 'unsafe-inline'"), 'csp-implemented-with-unsafe-inline');
  assert.equal(hashed("'strict-dynamic'"), 'csp-header-invalid');
  assert.equal(hashed("'self' 'unsafe-eval'"), 'csp-implemented-with-unsafe-eval');
});

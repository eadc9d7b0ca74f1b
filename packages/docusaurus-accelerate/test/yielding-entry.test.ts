// The client bundle starts from the accelerator's entry, which runs core's entry last.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import yieldingEntry, {CORE_ENTRY, ENTRY} from '../yielding-entry';
import {warmRouteMatching, type Route} from '../yielding-entry/routeWarmUp';

const configure = (entry: unknown, isServer = false) => {
  const config = {entry};
  // The hook is called as Docusaurus calls it, with only the config fields it reads.
  (yieldingEntry().configureWebpack as unknown as (config: {entry: unknown}, isServer: boolean) => void)(
    config,
    isServer,
  );
  return config.entry;
};

test("the client's entry becomes ours; the server's is left alone", () => {
  assert.equal(configure(CORE_ENTRY), ENTRY);
  const serverEntry = {main: 'serverEntry.js'};
  assert.equal(configure(serverEntry, true), serverEntry);
});

test('another entry than core’s fails the build, naming the patch', () => {
  assert.throws(() => configure('/elsewhere/clientEntry.js'), /yielding-entry: the client's entry is not Docusaurus's/);
  assert.throws(() => configure([CORE_ENTRY, 'hot.js']), /yielding-entry/);
});

test("our entry imports core's entry, after the modules it warms", () => {
  const source = readFileSync(ENTRY, 'utf8');
  const imports = [...source.matchAll(/await import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((m) => m[1]);
  assert.equal(imports.at(-1), '@docusaurus/core/lib/client/clientEntry.js');
  assert.ok(imports.length >= 3);
  // Between two groups the entry yields to the browser: each import follows a turn of the event loop.
  const lines = source.split('\n').map((line) => line.trim());
  const start = lines.indexOf('async function start(): Promise<void> {');
  assert.ok(start >= 0);
  const body = lines.slice(start + 1);
  const statements = body.filter((line) => line && !line.startsWith('//'));
  // Nothing runs in the task that evaluates the bundle.
  assert.equal(statements[0], 'await nextTask();');
  statements.forEach((line, index) => {
    if (line.startsWith('await import(') && index > 0) assert.equal(statements[index - 1], 'await nextTask();', line);
  });
});

test('the route warm-up tries the routes matchRoutes tries, in its order, and yields between slices', async () => {
  // react-router-config's matchRoutes, as core's normalizeLocation calls it, with react-router's matchPath.
  const {matchRoutes} = require('react-router-config') as {
    matchRoutes: (routes: Route[], pathname: string) => {route: Route}[];
  };
  const {matchPath} = require('react-router') as {matchPath: (pathname: string, route: Route) => unknown};
  const doc = (path: string): Route => ({path, exact: true});
  const routes: Route[] = [
    {path: '/blog', routes: [doc('/blog/a')]},
    {
      path: '/docs',
      routes: [
        {path: '/docs/1.1.0', routes: [doc('/docs/1.1.0/quickstart')]},
        {path: '/docs', routes: [doc('/docs/intro'), doc('/docs/quickstart'), doc('/docs/zzz')]},
      ],
    },
    {path: '*'},
  ];
  for (const pathname of ['/docs/quickstart', '/docs/1.1.0/quickstart', '/blog/a', '/nowhere', '/docs/none']) {
    const tried = (into: Route[]) => (p: string, route: Route) => {
      into.push(route);
      return matchPath(p, route);
    };
    const upstream: Route[] = [];
    // Counting the routes matchRoutes tries: its own matchPath, watched through the routes' paths.
    const watched = (list: Route[]): Route[] =>
      list.map((route) => {
        const copy: Route = {...route, routes: route.routes && watched(route.routes)};
        return new Proxy(copy, {
          get: (target, key) => {
            if (key === 'path' && target.path !== undefined) upstream.push(route);
            return target[key as keyof Route];
          },
        });
      });
    matchRoutes(watched(routes), pathname);
    const warmed: Route[] = [];
    await warmRouteMatching(routes, pathname, tried(warmed), async () => undefined);
    assert.deepEqual(
      warmed.map((r) => r.path),
      [...new Set(upstream)].map((r) => r.path),
      pathname,
    );
  }
  // One slice per SLICE_MS of the clock: a clock that moves 2 ms per call yields every other route.
  let clock = 0;
  let turns = 0;
  await warmRouteMatching(
    routes,
    '/docs/zzz',
    matchPath,
    async () => void (turns += 1),
    () => (clock += 2),
  );
  assert.ok(turns >= 2, `turns: ${turns}`);
});

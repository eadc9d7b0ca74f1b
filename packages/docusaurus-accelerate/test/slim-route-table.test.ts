// The client's route table ships per section: the group rule, the group index and the group modules.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {routeGroup} from '../slim-route-table/routeGroup.mjs';
import {
  CHUNK_MARKER,
  HASHES_MARKER,
  groupIndexModule,
  groupModule,
  parseRegistry,
  versionGroupLoaders,
} from '../slim-route-table/lazyRegistry.mjs';
import {
  ChunkIdsInRouteGroups,
  GCA,
  chunkLoads,
  replaceChunkMarkers,
  splitChunkHashes,
} from '../slim-route-table/chunkIds';
import slimRouteTable from '../slim-route-table';
import {compactRoutes} from '../slim-route-table/compactRoutes.mjs';
import {splitArchivedVersions} from '../slim-route-table/lazyVersions.mjs';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import {rspack} from '@rspack/core';
import type {RouteConfig} from 'react-router-config';

const entry = (key: string, module: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registry = (...entries: string[]) => `export default {\n${entries.join('\n')}\n};\n`;

const source = registry(
  entry('doc-item', '@theme/DocItem'),
  entry('quickstart', '@site/docs/quickstart.md'),
  entry('aws', '@site/docs/deploy/aws.md'),
  entry('old-aws', '@site/versioned_docs/version-1.1.0/deploy/aws.md'),
  entry('home', '@site/src/pages/index.tsx'),
);
const routesChunkNames = {
  '/-e5f': {__comp: 'home'},
  '/docs-0f5': {__comp: 'doc-item', __props: {sidebar: 'unknown-name'}},
  '/docs-af7': {__comp: 'doc-item'},
  '/docs/quickstart-8e2': {__comp: 'doc-item', content: 'quickstart'},
  '/docs/deploy/aws-1a2': {__comp: 'doc-item', content: 'aws'},
  '/docs/1.1.0/deploy/aws-3b4': {__comp: 'doc-item', content: 'old-aws'},
};

test('routes group by section: two path segments, three under an archived version, roots in ""', () => {
  assert.equal(routeGroup('/'), '');
  assert.equal(routeGroup('/integrations'), '');
  assert.equal(routeGroup('/docs'), '');
  assert.equal(routeGroup('/docs/quickstart'), 'docs');
  assert.equal(routeGroup('/docs/1.1.0'), 'docs');
  assert.equal(routeGroup('/docs/1.1.0/quickstart'), 'docs/1.1.0');
  assert.equal(routeGroup('/docs/1.1.0/deploy/aws'), 'docs/1.1.0/deploy');
  assert.equal(routeGroup('/docs/deploy/aws'), 'docs/deploy');
  assert.equal(routeGroup('/docs/generated/metamodel/entities/dataset'), 'docs/generated');
  assert.equal(routeGroup('/learn/data-mesh'), 'learn');
  assert.equal(routeGroup('/learn/tags/governance'), 'learn/tags');
});

test('the registry parses to one loader per entry', () => {
  const loaders = parseRegistry(source);
  assert.deepEqual([...loaders.keys()], ['doc-item', 'quickstart', 'aws', 'old-aws', 'home']);
  assert.equal(loaders.get('aws'), '() => import(/* webpackChunkName: "aws" */ "@site/docs/deploy/aws.md")');
});

test('a registry in another format fails loudly instead of shipping routes without code', () => {
  assert.throws(
    () => parseRegistry('export default {"a": [require.resolveWeak("x"), () => import("x"), "x"]};'),
    /parsed 0 of 1/,
  );
});

test('the main bundle keeps only a loader per group', () => {
  assert.equal(
    groupIndexModule(routesChunkNames, './registry.js'),
    'export default {\n' +
      '  "": () => import("./registry.js?group="),\n' +
      '  "docs": () => import("./registry.js?group=docs"),\n' +
      '  "docs/1.1.0/deploy": () => import("./registry.js?group=docs%2F1.1.0%2Fdeploy"),\n' +
      '  "docs/deploy": () => import("./registry.js?group=docs%2Fdeploy"),\n' +
      '};\n',
  );
});

test('the group index leaves out the groups of the versions whose routes load lazily; their module has them', () => {
  const chunkNames = {
    '/docs/1.1.0/deploy/aws-abc': {},
    '/docs/1.1.0/quickstart-def': {},
    '/docs/1.1.0-0f1': {},
    '/docs/deploy/aws-123': {},
  };
  const index = groupIndexModule(chunkNames, './registry.js', ['/docs/1.1.0']);
  assert.equal(
    index,
    'export default {\n' +
      '  "docs": () => import("./registry.js?group=docs"),\n' +
      '  "docs/deploy": () => import("./registry.js?group=docs%2Fdeploy"),\n' +
      '};\n',
  );
  assert.equal(
    versionGroupLoaders(chunkNames, './registry.js', '/docs/1.1.0'),
    '  "docs/1.1.0": () => import("./registry.js?group=docs%2F1.1.0"),\n' +
      '  "docs/1.1.0/deploy": () => import("./registry.js?group=docs%2F1.1.0%2Fdeploy"),',
  );
});

test('a group module holds its routes, by path where the path is unique, and only the loaders they name', () => {
  const loaders = parseRegistry(source);
  assert.equal(
    groupModule('docs/deploy', routesChunkNames, loaders),
    'export const byPath = {"/docs/deploy/aws":{"__comp":"doc-item","content":"aws"}};\n' +
      'export const byKey = {};\n' +
      'export const registry = {\n' +
      '  "aws": () => import(/* webpackChunkName: "aws" */ "@site/docs/deploy/aws.md"),\n' +
      '  "doc-item": () => import(/* webpackChunkName: "doc-item" */ "@theme/DocItem"),\n' +
      '};\n',
  );
  // Two routes at /docs: both by key.
  assert.match(groupModule('', routesChunkNames, loaders), /byKey = \{"\/docs-0f5":.*"\/docs-af7":/);
  // Every chunk name of every route is in its group, except names the registry does not have.
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const text = groupModule(routeGroup(key.replace(/-[^-]+$/, '')), routesChunkNames, loaders);
    for (const name of JSON.stringify(tree).match(/"[\w-]+"(?=[,}])/g) ?? []) {
      if (loaders.has(JSON.parse(name))) assert.ok(text.includes(`  ${name}: () => import(`), `${key}: ${name}`);
    }
  }
});

test('the group module marks every chunk name, and the build puts each chunk id in its place', () => {
  const loaders = parseRegistry(source);
  const marked = groupModule('docs/deploy', routesChunkNames, loaders, (name) => `${CHUNK_MARKER}${name}`);
  assert.equal(
    marked,
    `Object.assign(__webpack_require__.ch, "${HASHES_MARKER}");\n` +
      `export const byPath = {"/docs/deploy/aws":{"__comp":"${CHUNK_MARKER}doc-item","content":"${CHUNK_MARKER}aws"}};\n` +
      'export const byKey = {};\n' +
      'export const registry = {\n' +
      `  "${CHUNK_MARKER}aws": () => import(/* webpackChunkName: "aws" */ "@site/docs/deploy/aws.md"),\n` +
      `  "${CHUNK_MARKER}doc-item": () => import(/* webpackChunkName: "doc-item" */ "@theme/DocItem"),\n` +
      '};\n',
  );
  // "doc-item" was merged into another chunk: it stays a name prefetching skips ("undefined" in its URL).
  const built = replaceChunkMarkers(marked, new Map([['aws', 4812]]));
  assert.equal(
    built,
    `Object.assign(__webpack_require__.ch, "${HASHES_MARKER}");\n` +
      'export const byPath = {"/docs/deploy/aws":{"__comp":"undefined-doc-item","content":"4812"}};\n' +
      'export const byKey = {};\n' +
      'export const registry = {\n' +
      '  "4812": () => import(/* webpackChunkName: "aws" */ "@site/docs/deploy/aws.md"),\n' +
      '  "undefined-doc-item": () => import(/* webpackChunkName: "doc-item" */ "@theme/DocItem"),\n' +
      '};\n',
  );
});

test('a chunk only route groups load has its hash in each group that loads it, every other in the runtime', () => {
  const group =
    'Object.assign(__webpack_require__.ch, "x");\n' +
    'registry = {"7": () => Promise.all(/* import() */[__webpack_require__.e("3"), __webpack_require__.e(/* import() */ "7")]).then(f),\n' +
    '"8": () => __webpack_require__.e(/* import() */ "8").then(g)};';
  assert.deepEqual([...chunkLoads(group)], ['3', '7', '8']);
  const loads = new Map([
    ['group-a.js', chunkLoads(group)],
    ['group-b.js', new Set(['7', '9'])],
    ['main.js', new Set(['3', '12'])], // the main bundle loads chunk 3 too (a shared component)
    ['12.js', new Set(['13'])],
  ]);
  const hashOf = new Map(['3', '7', '8', '9', '12', '13', '14'].map((id) => [id, `h${id}`]));
  const {runtime, byAsset} = splitChunkHashes(hashOf, loads, new Set(['group-a.js', 'group-b.js']));
  assert.deepEqual(byAsset.get('group-a.js'), {7: 'h7', 8: 'h8'});
  assert.deepEqual(byAsset.get('group-b.js'), {7: 'h7', 9: 'h9'});
  // Loaded from elsewhere (3, 12, 13) or by nothing the build saw (14): the runtime keeps it.
  assert.deepEqual(runtime, {12: 'h12', 13: 'h13', 14: 'h14', 3: 'h3'});
});

test("prefetching gets each chunk's URL once: a chunk that many routes share gets one prefetch link", () => {
  const runtime = {p: '/', u: (id: string) => `assets/js/${id}.abcd1234.js`, gca: undefined as unknown};
  vm.runInNewContext(GCA('__webpack_require__.p', '__webpack_require__.u'), {__webpack_require__: runtime});
  const gca = runtime.gca as (id: string) => string | undefined;
  assert.equal(gca('17'), '/assets/js/17.abcd1234.js');
  assert.equal(gca('17'), undefined, 'asked again, as for the next route that shares it');
  assert.equal(gca('4'), '/assets/js/4.abcd1234.js');
});

test("the client config trades Docusaurus's ChunkAssetPlugin for the map-free one, and fails without it", () => {
  class ChunkAssetPlugin {}
  class Other {}
  const configure = (plugins: object[]) => {
    const config = {mode: 'production', plugins, module: {rules: []}};
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (slimRouteTable().configureWebpack as any)(config, false, {});
    return config.plugins.map((plugin) => plugin.constructor);
  };
  assert.deepEqual(configure([new Other(), new ChunkAssetPlugin()]), [Other, ChunkIdsInRouteGroups]);
  assert.throws(() => configure([new Other()]), /slim-route-table: Docusaurus's ChunkAssetPlugin/);
});

const routesSource = (routes: string) =>
  `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n${routes}\n];\n`;
const pageRoute = (path: string, hash: string, sidebar?: string) =>
  `  {\n    path: '${path}',\n    component: ComponentCreator('${path}', '${hash}'),\n    exact: true${sidebar ? `,\n    sidebar: ${JSON.stringify(sidebar)}` : ''}\n  }`;

test('page routes become calls that build the same objects, without the hash where the path is unique', () => {
  const source = routesSource(
    [
      `  {\n    path: '/docs',\n    component: ComponentCreator('/docs', '0f5'),\n    routes: [\n${pageRoute('/docs/quickstart', '8e2', 'overviewSidebar')}\n    ]\n  }`,
      pageRoute('/', 'e5f'),
      pageRoute('/docs', 'af7'),
    ].join(',\n'),
  );
  const compacted = compactRoutes(source, routesChunkNames);
  assert.match(compacted, /pageRoute\('\/docs\/quickstart', "overviewSidebar"\)/);
  assert.match(compacted, /pageRoute\('\/'\)/);
  assert.match(compacted, /pageRoute\('\/docs', void 0, 'af7'\)/);
  // Evaluated, the compacted table equals the original.
  const evaluate = (code: string) => {
    const body = code.replace(/^import .*$/gm, '').replace('export default', 'return');
    return new Function('ComponentCreator', body)((path: string, hash?: string) => `${path}|${hash ?? ''}`);
  };
  // Unique paths (/ and /docs/quickstart) lose their hash; both /docs routes keep theirs.
  const expected = JSON.stringify(evaluate(source))
    .replace('/|e5f', '/|')
    .replace('/docs/quickstart|8e2', '/docs/quickstart|');
  assert.equal(JSON.stringify(evaluate(compacted)), expected);
});

test('a routes.js in another format fails loudly', () => {
  const odd = routesSource(
    `  {\n    path: '/x',\n    component: ComponentCreator('/x', 'abc'),\n    exact: true,\n    priority: 1\n  }`,
  );
  assert.throws(() => compactRoutes(odd, {'/x-abc': {__comp: 'x'}}), /compacted 0 of 1 page routes/);
});

test("an archived version's page routes leave the route list for a module of their own, loaded by path", () => {
  const docsRoot = (path: string, hash: string, children: string) =>
    `  {\n    path: '${path}',\n    component: ComponentCreator('${path}', '${hash}'),\n    routes: [\n${children}\n    ]\n  }`;
  const versionRoot = (path: string) =>
    docsRoot(
      path,
      'v01',
      docsRoot(
        path,
        'r01',
        [pageRoute(`${path}/quickstart`, 'q01', 'overviewSidebar'), pageRoute(`${path}/tags`, 't01')].join(',\n'),
      ),
    );
  const source = routesSource(
    [
      docsRoot(
        '/docs',
        'd00',
        [
          versionRoot('/docs/1.1.0'),
          docsRoot('/docs', 'c00', pageRoute('/docs/quickstart', '8e2', 'overviewSidebar')),
        ].join(',\n'),
      ),
      pageRoute('/', 'e5f'),
    ].join(',\n'),
  );
  const compacted = compactRoutes(source, routesChunkNames);
  const groupLoaders = (versionPath: string) => `  "${versionPath.slice(1)}": () => import("./registry.js?group=x"),`;
  const {main, versions} = splitArchivedVersions(compacted, './routes.js', '/abs/versionRoutes.ts', groupLoaders);
  assert.deepEqual([...versions.keys()], ['/docs/1.1.0']);
  assert.ok(main.startsWith('import {lazyRoutes} from "/abs/versionRoutes.ts";\n'));
  assert.match(
    main,
    /routes: lazyRoutes\("\/docs\/1.1.0", \(\) => import\("\.\/routes\.js\?version=%2Fdocs%2F1\.1\.0"\)\)/,
  );
  assert.doesNotMatch(main, /1\.1\.0\/quickstart/);
  // The current version and the version's own root stay in the list.
  assert.match(main, /pageRoute\('\/docs\/quickstart', "overviewSidebar"\)/);
  assert.match(main, /ComponentCreator\('\/docs\/1\.1\.0', 'v01'\)/);
  // Evaluated, the version's module builds the routes the list held.
  const module = versions.get('/docs/1.1.0')!;
  // It registers the hashes of the chunks it loads, and brings its route groups' loaders.
  assert.ok(module.includes(`Object.assign(__webpack_require__.ch, "${HASHES_MARKER}");\n`));
  assert.ok(module.includes('export const groups = {\n  "docs/1.1.0": () => import("./registry.js?group=x"),\n};\n'));
  const body = module
    .replace(/^import .*\n/, '')
    .replace(/^export const groups = [^;]*;\n/m, '')
    .replace('export default', 'return');
  const ch = {};
  const routes = new Function('ComponentCreator', '__webpack_require__', body)(
    (path: string, hash?: string) => `${path}@${hash}`,
    {ch},
  );
  assert.deepEqual(routes, [
    {
      path: '/docs/1.1.0/quickstart',
      component: '/docs/1.1.0/quickstart@q01',
      exact: true,
      sidebar: 'overviewSidebar',
    },
    {path: '/docs/1.1.0/tags', component: '/docs/1.1.0/tags@t01', exact: true},
  ]);
  // A site without archived versions keeps its list as it was.
  assert.equal(splitArchivedVersions('export default [];', './routes.js', '/abs').main, 'export default [];');
});

test('the runtime module, which Rspack keeps for the life of the process, keeps no compilation', async () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slim-route-table-'));
  try {
    writeFileSync(path.join(dir, 'entry.js'), 'import("./lazy.js");\n');
    writeFileSync(path.join(dir, 'lazy.js'), 'console.log(1);\n');
    const chunkFilename = 'assets/js/[id].[contenthash:8].js';
    let collected = false;
    const registry = new FinalizationRegistry(() => (collected = true));
    await new Promise<void>((resolve, reject) => {
      const compiler = rspack({
        context: dir,
        entry: './entry.js',
        mode: 'production',
        output: {path: path.join(dir, 'out'), chunkFilename},
        // The patch fails this compilation (it holds no route group); its runtime module is added all the same.
        plugins: [new ChunkIdsInRouteGroups(chunkFilename) as never],
      });
      registry.register(compiler, 'compiler');
      compiler.run((error) => (error ? reject(error) : compiler.close(() => resolve())));
    });
    for (let i = 0; i < 10 && !collected; i++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(collected, 'the closed compiler was collected');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('page routes make their component when it is first read, once', () => {
  const source = routesSource([pageRoute('/a', 'a01'), pageRoute('/b', 'b01', 'overviewSidebar')].join(',\n'));
  const made: string[] = [];
  const body = compactRoutes(source, {'/a-a01': {}, '/b-b01': {}})
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  const routes = new Function('ComponentCreator', body)((path: string) => {
    made.push(path);
    return {path};
  }) as {component: unknown}[];
  assert.deepEqual(made, []);
  assert.equal(routes[1]!.component, routes[1]!.component);
  assert.deepEqual(made, ['/b']);
});

test('preload finds the routes matchRoutes finds, plain paths compared as strings', async () => {
  const {matchRoutes} = await import('react-router-config');
  const {matchedRoutes} = await import('../slim-route-table/client/matchedRoutes');
  const page = (path: string) => ({path, exact: true, component: path});
  // Components are strings here: both functions only carry them through.
  const routes = [
    page('/adoption-stories/'),
    page('/'),
    page('/docs/1.1.0/x'),
    {path: '/learn/:slug', exact: true, component: 'post'},
    {path: '/files/*', component: 'files'},
    {path: '/Case', exact: true, sensitive: true, component: 'sensitive'},
    {path: '/strict/', exact: true, strict: true, component: 'strict'},
    {path: '/s p', exact: true, component: 'space'},
    {path: '/ümlaut', exact: true, component: 'umlaut'},
    {
      path: '/docs',
      component: 'docs root',
      routes: [
        {
          path: '/docs',
          component: 'version',
          routes: [page('/docs/quickstart'), page('/docs/a.b'), page('/docs/'), {component: 'pathless'}],
        },
      ],
    },
    {path: '*', component: 'not found'},
  ] as unknown as RouteConfig[];
  const paths = [
    '/',
    '',
    '/adoption-stories',
    '/adoption-stories/',
    '/ADOPTION-stories',
    '/adoption-stories//',
    '/adoption',
    '/docs',
    '/docs/',
    '/docs/quickstart',
    '/docs/quickstart/',
    '/Docs/QuickStart',
    '/docs/quickstarts',
    '/docs/a.b',
    '/docs/aXb',
    '/docs/nope',
    '/docsx',
    '/learn/post',
    '/learn/post/',
    '/files/a/b',
    '/Case',
    '/case',
    '/strict',
    '/strict/',
    '/s p',
    '/s%20p',
    '/ümlaut',
    '/Ümlaut',
    '/docs/1.1.0/x',
    '/unknown',
  ];
  for (const path of paths)
    assert.deepEqual(
      matchedRoutes(routes, path).map((route) => route.component),
      matchRoutes(routes, path).map(({route}) => route.component),
      path,
    );
});

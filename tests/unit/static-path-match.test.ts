// react-router's matchPath, patched to compare plain paths as strings, must answer exactly as the regexp
// it skips: same match, url, isExact and params for every route of the site against pathnames around it;
// and the docs plugin's search for the active doc must find the doc its linear search finds.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {PLAIN, patchMatchPath, SPECIAL, staticMatch} from '../../src/plugins/static-path-match/patch.mjs';
import {createFindActiveDoc, patchActiveDoc} from '../../src/plugins/static-path-match/activeDoc.mjs';
import {patchSidebarActive, rememberPerItem} from '../../src/plugins/static-path-match/sidebarActive.mjs';

const require = createRequire(__filename);
const {matchPath} = require('react-router') as {
  matchPath: (pathname: string, options: {path: string; exact: boolean; sensitive: boolean}) => unknown;
};

const routes = ['routes-current.txt', 'routes-1.1.0.txt'].flatMap((file) =>
  readFileSync(path.join(__dirname, '../fixtures', file), 'utf8')
    .split('\n')
    .filter(Boolean),
);
const paths = [
  ...new Set([...routes, '/', '', '/docs/', '/DOCS/Quickstart', '/docs/a.b', '/docs/x$y', '/docs/%C3%A9']),
];

/** Pathnames a route meets: itself, case and trailing-slash variants, its parent, longer and near paths. */
function pathnamesAround(route: string, next: string): string[] {
  const bare = route.replace(/\/$/, '');
  return [
    route,
    `${bare}/`,
    bare,
    route.toUpperCase(),
    `${bare}/child`,
    `${bare}x`,
    `${bare}//`,
    bare.slice(0, -1),
    bare.slice(0, bare.lastIndexOf('/')) || '/',
    '/',
    '',
    next,
    `${next}/`,
    `/é${bare}`,
    `${bare}/é`,
  ];
}

test('staticMatch gives matchPath’s answer for every route and the pathnames around it', () => {
  let compared = 0;
  let answered = 0;
  paths.forEach((route, i) => {
    for (const pathname of pathnamesAround(route, paths[(i + 1) % paths.length]!)) {
      for (const exact of [true, false]) {
        for (const sensitive of [true, false]) {
          const fast = staticMatch(pathname, route, exact, false, sensitive);
          compared++;
          if (fast === undefined) continue;
          answered++;
          assert.deepEqual(
            fast,
            matchPath(pathname, {path: route, exact, sensitive}),
            `${route} ${pathname} ${exact} ${sensitive}`,
          );
        }
      }
    }
  });
  // Plain paths are answered; the ones with non-ASCII pathnames were left to the regexp.
  assert.ok(answered > compared * 0.8, `${answered} of ${compared}`);
});

test('paths with parameters, wildcards or groups and strict matching are left to the regexp', () => {
  for (const route of ['/docs/:id', '/docs/*', '/docs/(a|b)', '/docs/a?', '/docs/a+', '/d\\:x', '/ré'])
    assert.equal(staticMatch('/docs/a', route, true, false, false), undefined, route);
  assert.equal(staticMatch('/docs/a', '/docs/a', true, true, false), undefined);
});

test('the installed react-router gets the check at the top of matchPath, and nothing else changes', () => {
  const source = readFileSync(require.resolve('react-router/esm/react-router.js'), 'utf8');
  const patched = patchMatchPath(source);
  const [before, after] = patched.split('\n// Added by src/plugins/static-path-match.\n');
  assert.equal(
    before!.replace(
      /\n {2}var staticMatched = staticMatch\(pathname, path, exact, strict, sensitive\);\n {2}if \(staticMatched !== undefined\) return staticMatched;/,
      '',
    ),
    source,
  );
  assert.match(after!, /^var staticMatch = \(function createStaticMatch\(/);
  assert.ok(after!.endsWith(`)(${PLAIN}, ${SPECIAL});\n`), "called with patch.mjs's PLAIN and SPECIAL");
  assert.throws(() => patchMatchPath(source.replace('var paths = [].concat(path);', '')), /matchPath changed/);
});

test('the active doc is the one the linear search through matchPath finds, for every doc and pathname', () => {
  const findActiveDoc = createFindActiveDoc(PLAIN, SPECIAL);
  const docsOf = (prefix: string) => routes.filter((route) => route.startsWith(prefix)).map((route) => ({path: route}));
  const current = {docs: docsOf('/docs/').filter((doc) => !doc.path.startsWith('/docs/1.1.0'))};
  const archived = {docs: docsOf('/docs/1.1.0')};
  // Earlier docs win: a case twin and a trailing-slash twin, and paths matchPath must still answer.
  const tricky = {
    docs: [
      {path: '/docs/:param'},
      {path: '/docs/Quickstart'},
      {path: '/docs/quickstart/'},
      {path: '/docs/ré'},
      {path: '/docs/a'},
      {path: '/docs/(a|b)'},
      {path: '/'},
    ],
  };
  let compared = 0;
  for (const version of [current, archived, tricky]) {
    const paths = version.docs.map((doc) => doc.path);
    paths.forEach((docPath, i) => {
      for (const pathname of pathnamesAround(docPath, paths[(i + 1) % paths.length]!)) {
        const linear = version.docs.find(
          (doc) => !!matchPath(pathname, {path: doc.path, exact: true, sensitive: false}),
        );
        assert.equal(findActiveDoc(version, pathname, matchPath), linear, `${docPath} ${pathname}`);
        compared++;
      }
    });
  }
  assert.ok(compared > 10_000, `${compared} comparisons`);
});

test('the installed docs plugin gets the index in place of its linear search, and nothing else changes', () => {
  const file = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
  const source = readFileSync(file, 'utf8');
  const patched = patchActiveDoc(source);
  const [before, after] = patched.split('\n// Added by src/plugins/static-path-match.\n');
  assert.match(before!, /const activeDoc = activeVersion && findActiveDoc\(activeVersion, pathname, matchPath\);/);
  assert.doesNotMatch(before!, /docs\.find\(/);
  assert.match(after!, /^var findActiveDoc = \(function createFindActiveDoc\(/);
  assert.ok(after!.endsWith(`)(${PLAIN}, ${SPECIAL});\n`), "called with patch.mjs's PLAIN and SPECIAL");
  assert.throws(() => patchActiveDoc(source.replace('exact: true,', 'exact: false,')), /getActiveDocContext changed/);
});

test('sidebar answers kept per item and path are the answers of the walk, whatever order pages ask in', () => {
  type Item = {type: 'link' | 'category'; href?: string; items?: Item[]; unlisted?: boolean};
  const isSamePath = (a: string, b: string) =>
    a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();
  // The docs plugin's two walks, each calling the other through `call` (plain, or remembered).
  const walks = (call: {active: (i: Item, p: string) => boolean; visible: (i: Item, p: string) => boolean}) => ({
    active: (item: Item, path: string): boolean =>
      item.type === 'link'
        ? item.href !== undefined && isSamePath(item.href, path)
        : (item.href !== undefined && isSamePath(item.href, path)) || item.items!.some((sub) => call.active(sub, path)),
    visible: (item: Item, path: string): boolean =>
      item.type === 'category'
        ? call.active(item, path) || item.href !== undefined || item.items!.some((sub) => call.visible(sub, path))
        : !item.unlisted || call.active(item, path),
  });
  const plain = {} as Parameters<typeof walks>[0];
  Object.assign(plain, walks(plain));
  const remembered = {} as Parameters<typeof walks>[0];
  const rememberedWalks = walks(remembered);
  remembered.active = rememberPerItem(rememberedWalks.active);
  remembered.visible = rememberPerItem(rememberedWalks.visible);

  // A sidebar of the site's doc routes: a category per first path segment, one per second, links below.
  const docRoutes = routes.filter((route) => route.startsWith('/docs/') && !route.startsWith('/docs/1.1.0'));
  const groups = new Map<string, Item[]>();
  docRoutes.forEach((route, i) => {
    const group = route.split('/').slice(0, 3).join('/');
    groups.set(group, [...(groups.get(group) ?? []), {type: 'link', href: route, unlisted: i % 7 === 0}]);
  });
  const sidebar: Item[] = [...groups].map(([group, links], i) => ({
    type: 'category',
    href: i % 2 ? group : undefined,
    items: [{type: 'category', items: links.slice(0, 5)}, ...links.slice(5)],
  }));
  const all: Item[] = [];
  const collect = (items: Item[]) => items.forEach((item) => (all.push(item), item.items && collect(item.items)));
  collect(sidebar);
  const pathsAsked = [...docRoutes.slice(0, 200), '/docs/none', docRoutes[0]!, docRoutes[0]!.toUpperCase()];
  let compared = 0;
  for (const path of [...pathsAsked, ...pathsAsked.reverse()])
    for (const item of all) {
      assert.equal(remembered.active(item, path), plain.active(item, path), `${item.href} ${path}`);
      assert.equal(remembered.visible(item, path), plain.visible(item, path), `${item.href} ${path}`);
      compared++;
    }
  assert.ok(compared > 10_000, `${compared} comparisons`);
});

test('the installed docs plugin exports its two sidebar walks remembered per item, and nothing else changes', () => {
  const file = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsUtils.js');
  const source = readFileSync(file, 'utf8');
  const [before, after] = patchSidebarActive(source).split('\n// Added by src/plugins/static-path-match.\n');
  assert.equal(
    before!
      .replace('function isActiveSidebarItemWalk(', 'export function isActiveSidebarItem(')
      .replace('function isVisibleSidebarItemWalk(', 'export function isVisibleSidebarItem('),
    source,
  );
  assert.match(after!, /export var isActiveSidebarItem = rememberPerItem\(isActiveSidebarItemWalk\);/);
  assert.match(after!, /export var isVisibleSidebarItem = rememberPerItem\(isVisibleSidebarItemWalk\);/);
  assert.throws(
    () => patchSidebarActive(source.replace('export function isVisibleSidebarItem', 'function x')),
    /changed/,
  );
});

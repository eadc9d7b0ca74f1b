// react-router's matchPath, patched to compare plain paths as strings, must answer exactly as the regexp
// it skips: same match, url, isExact and params for every route of the site against pathnames around it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {patchMatchPath, staticMatch} from '../../src/plugins/static-path-match/patch.mjs';

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
  assert.match(after!, /^var staticMatch = \(function createStaticMatch\(\)/);
  assert.throws(() => patchMatchPath(source.replace('var paths = [].concat(path);', '')), /matchPath changed/);
});

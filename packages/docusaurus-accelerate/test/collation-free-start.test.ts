// docusaurus-accelerate/collation-free-start: theme-common's useShallowMemoObject sorts keys by code unit, the
// rest of the module as upstream wrote it, and the build stops naming the patch when upstream's sort changes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {CODE_UNIT_SORT, LOCALE_SORT, patchReactUtils} from '../collation-free-start/patch.mjs';

const REACT_UTILS = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

test("the installed theme-common's reactUtils.js loses its one locale comparison and nothing else", () => {
  const source = readFileSync(REACT_UTILS, 'utf8');
  const patched = patchReactUtils(source);
  assert.doesNotMatch(patched, /localeCompare/);
  assert.equal(patched.replace(CODE_UNIT_SORT, LOCALE_SORT), source);
});

test('keys come out in the same order as the locale sort gave for the options and props it memoises', () => {
  // useMutationObserver's options and a sidebar's props: ASCII names, where both orders agree.
  const sortBy = (statement: string, keys: string[]) => {
    const deps = keys.map((key) => [key, 0]);
    new Function('deps', statement)(deps);
    return deps.map(([key]) => key);
  };
  for (const keys of [
    ['subtree', 'childList', 'characterData', 'attributes'],
    ['sidebar', 'path', 'onItemClick', 'isHidden', 'className'],
  ])
    assert.deepEqual(sortBy(CODE_UNIT_SORT, keys), sortBy(LOCALE_SORT, keys));
});

test('a changed upstream sort fails the build, naming the patch', () => {
  assert.throws(
    () => patchReactUtils('deps.sort((a, b) => compare(a[0], b[0]));'),
    /collation-free-start: theme-common changed/,
  );
});

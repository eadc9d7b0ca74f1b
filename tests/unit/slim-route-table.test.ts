// The client registry loses the source paths only server rendering reads, and nothing else.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {blankModulePaths} from '../../src/plugins/slim-route-table/blank.mjs';

const entry = (key: string, module: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registry = (...entries: string[]) => `export default {\n${entries.join('\n')}\n};\n`;

test('blanks the module path of every entry and keeps the loader and the weak require', () => {
  const source = registry(entry('002096b6', '@site/docs/how/a.md'), entry('0058b4c6', '@generated/p/docs-175.json'));
  const slimmed = blankModulePaths(source);
  assert.equal(
    slimmed,
    registry(
      '  "002096b6": [() => import(/* webpackChunkName: "002096b6" */ "@site/docs/how/a.md"), "", require.resolveWeak("@site/docs/how/a.md")],',
      '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "", require.resolveWeak("@generated/p/docs-175.json")],',
    ),
  );
});

test('paths with escaped quotes are blanked whole', () => {
  const slimmed = blankModulePaths(registry(entry('abc', '@site/docs/say \\"hi\\".md')));
  assert.match(slimmed, /\), "", require\.resolveWeak\(/);
});

test('a registry in another format fails loudly instead of shipping half-rewritten', () => {
  assert.throws(
    () => blankModulePaths('export default {"a": [() => import("x"), require.resolveWeak("x"), "x"]};'),
    /rewrote 0 of 1/,
  );
});

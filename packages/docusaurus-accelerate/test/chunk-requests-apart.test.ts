// docusaurus-accelerate/chunk-requests-apart: Rspack's script loader appends a chunk's script from a task of its
// own, the rest of the loader as Rspack wrote it, and the build stops naming the patch when the loader changes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {APPEND, APPEND_APART, appendApart} from '../chunk-requests-apart';

/** The installed Rspack's native binding: its runtime modules' code is text inside it. */
function rspackBinding(): Buffer {
  const scope = path.dirname(path.dirname(require.resolve('@rspack/core/package.json')));
  for (const entry of readdirSync(scope).filter((name) => name.startsWith('binding-')))
    for (const file of readdirSync(path.join(scope, entry)).filter((name) => name.endsWith('.node')))
      return readFileSync(path.join(scope, entry, file));
  throw new Error(`no Rspack binding in ${scope}`);
}

test("the installed Rspack's script loader appends a chunk's script in the one statement the patch moves", () => {
  const binding = rspackBinding();
  const at = binding.indexOf(APPEND);
  assert.notEqual(at, -1);
  assert.equal(binding.indexOf(APPEND, at + 1), -1);
});

test('the append moves to a task of its own, and nothing else changes', () => {
  // The statement in its place in a loader of Rspack's shape.
  const loader = `script.onload = onScriptComplete.bind(null, script.onload);\n\t${APPEND}\n};`;
  const patched = appendApart(loader);
  assert.equal(patched.replace(APPEND_APART, APPEND), loader);
  // Run against a recording document: nothing is appended until the task the timer starts.
  const appended: string[] = [];
  const timers: (() => void)[] = [];
  const run = new Function('document', 'setTimeout', 'script', 'needAttach', APPEND_APART);
  run(
    {head: {appendChild: (node: {src: string}) => appended.push(node.src)}},
    (callback: () => void) => timers.push(callback),
    {src: '/assets/js/1.js'},
    true,
    () => {},
  );
  assert.deepEqual(appended, []);
  timers.forEach((callback) => callback());
  assert.deepEqual(appended, ['/assets/js/1.js']);
});

test('a changed script loader fails the build, naming the patch', () => {
  assert.throws(() => appendApart('document.body.appendChild(script);'), /chunk-requests-apart: Rspack changed/);
  assert.throws(() => appendApart(`${APPEND}\n${APPEND}`), /chunk-requests-apart: Rspack changed/);
});

// The client bundle starts from the accelerator's entry, which runs core's entry last.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import yieldingEntry, {CORE_ENTRY, ENTRY} from '../yielding-entry';

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
  // Nothing runs in the task that evaluates the bundle: the collation data loads in one of its own.
  assert.equal(statements[0], 'await nextTask();');
  statements.forEach((line, index) => {
    if (line.startsWith('await import(') && index > 0) assert.equal(statements[index - 1], 'await nextTask();', line);
  });
});

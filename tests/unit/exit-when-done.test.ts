// src/plugins/exit-when-done: after postBuild, the process exits once its event loop is empty, with the
// exit code the build set, and the work still pending (a timer here) runs first.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const PLUGIN = path.join(__dirname, '../../src/plugins/exit-when-done/index.ts');

function run(body: string) {
  const script = `const plugin = require(${JSON.stringify(PLUGIN)}).default(); ${body}`;
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {encoding: 'utf8'});
}

test('a build that finished exits after its last pending work, with its exit code', () => {
  const done = run(`plugin.postBuild(); setTimeout(() => console.log('last output'), 50);`);
  assert.equal(done.status, 0, done.stderr);
  assert.equal(done.stdout.trim(), 'last output');
  const failed = run(`plugin.postBuild(); process.exitCode = 3; setTimeout(() => console.log('still written'), 10);`);
  assert.equal(failed.status, 3);
  assert.equal(failed.stdout.trim(), 'still written');
});

// `npm run generate` skips its work only when every input hashes as before and its pages are as it wrote them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {previousRun, recordRun, treeHash} from '../../src/reference/upToDate';

test('the tree hash follows names and contents of every file, and notices a missing path', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'generate-'));
  try {
    mkdirSync(path.join(root, 'data/nested'), {recursive: true});
    writeFileSync(path.join(root, 'data/nested/a.yml'), 'a: 1\n');
    writeFileSync(path.join(root, 'script.ts'), 'export {};\n');
    const first = treeHash(root, ['data', 'script.ts']);
    assert.equal(treeHash(root, ['script.ts', 'data']), first, 'the order paths are given in does not matter');
    writeFileSync(path.join(root, 'data/nested/a.yml'), 'a: 2\n');
    const edited = treeHash(root, ['data', 'script.ts']);
    assert.notEqual(edited, first);
    writeFileSync(path.join(root, 'data/b.yml'), '');
    const added = treeHash(root, ['data', 'script.ts']);
    assert.notEqual(added, edited);
    rmSync(path.join(root, 'script.ts'));
    assert.notEqual(treeHash(root, ['data', 'script.ts']), added);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('a previous run counts only with the same inputs and untouched outputs', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'generate-'));
  try {
    const stamp = path.join(root, 'cache/stamp.json');
    assert.equal(
      previousRun(stamp, 'in', () => 'out'),
      undefined,
      'no stamp yet',
    );
    recordRun(stamp, {inputs: 'in', outputs: 'out', summary: '3 pages'});
    assert.equal(
      previousRun(stamp, 'in', () => 'out'),
      '3 pages',
    );
    assert.equal(
      previousRun(stamp, 'changed data', () => 'out'),
      undefined,
    );
    assert.equal(
      previousRun(stamp, 'in', () => 'an edited page'),
      undefined,
    );
    writeFileSync(stamp, '{"inputs": "in", "outp');
    assert.equal(
      previousRun(stamp, 'in', () => 'out'),
      undefined,
      'an unreadable stamp',
    );
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

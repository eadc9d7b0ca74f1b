// docusaurus-accelerate/minified-js-cache: a warm build takes each minified file from the cache instead of the
// minimizer, gives the same output as minifying, and minifies (and caches) only what changed.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import type {LoadContext} from '@docusaurus/types';
import minifiedJsCache, {MinifiedJsCacheRspackPlugin} from '../minified-js-cache';

function build(dir: string, cacheDir: string, mangle = true): Promise<Record<string, string>> {
  const outDir = path.join(dir, 'out');
  rmSync(outDir, {recursive: true, force: true});
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: {main: './entry.js'},
    output: {path: outDir, filename: '[name].[contenthash:8].js'},
    optimization: {
      minimize: true,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {mangle}})],
    },
    plugins: [new MinifiedJsCacheRspackPlugin(cacheDir, 'test')],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats!.toString()));
      resolve(
        Object.fromEntries(readdirSync(outDir).map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')])),
      );
    }),
  );
}

describe('minified-js-cache', () => {
  test('a warm build reads the minified files from the cache and writes what a cold build writes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'minified-js-cache-'));
    const cacheDir = path.join(dir, 'cache');
    try {
      writeFileSync(
        path.join(dir, 'entry.js'),
        "import('./lazy.js').then((m) => console.log(m.greeting('reader')));\n",
      );
      writeFileSync(
        path.join(dir, 'lazy.js'),
        'export function greeting(name) {\n  const text = "Hello, " + name;\n  return text;\n}\n',
      );
      const cold = await build(dir, cacheDir);
      const cached = readdirSync(cacheDir);
      assert.equal(cached.length, Object.keys(cold).length, 'one cached file per JavaScript file');
      assert.ok(
        Object.values(cold).every((code) => !code.includes('\n  const text')),
        'minified',
      );

      assert.deepEqual(await build(dir, cacheDir), cold, 'same output from the cache');

      // Proof that the cache, not the minimizer, made the warm output: a marked cache file shows up in it.
      const marked = path.join(cacheDir, cached[0]!);
      writeFileSync(marked, `${readFileSync(marked, 'utf8')}/*from the cache*/`);
      assert.ok(Object.values(await build(dir, cacheDir)).some((code) => code.endsWith('/*from the cache*/')));

      // Other minimizer options: nothing comes from the cache (the marked file does not show up).
      const unmangled = await build(dir, cacheDir, false);
      assert.ok(Object.values(unmangled).every((code) => !code.endsWith('/*from the cache*/')));
      assert.notDeepEqual(unmangled, cold);

      // A change: the changed chunk is minified and cached anew, the entry of its old version dropped.
      writeFileSync(path.join(dir, 'lazy.js'), 'export function greeting(name) {\n  return "Hi, " + name;\n}\n');
      const changed = await build(dir, cacheDir);
      assert.ok(Object.values(changed).some((code) => code.includes('Hi, ')));
      assert.equal(readdirSync(cacheDir).length, Object.keys(changed).length);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('builds with a cache name keep their files apart, and the unnamed build leaves theirs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'minified-js-cache-'));
    try {
      writeFileSync(path.join(dir, 'entry.js'), 'console.log("a page of one build");\n');
      const context = {siteDir: dir} as LoadContext;
      const dirOf = (cacheName?: string) => {
        const {plugins} = minifiedJsCache(context, {cacheName}).configureWebpack!(
          {optimization: {minimize: true}},
          false,
          {currentBundler: {name: 'rspack'}} as never,
          {} as never,
        ) as unknown as {plugins: [{dir: string}]};
        return plugins[0].dir;
      };
      const unnamed = dirOf();
      assert.equal(unnamed, path.join(dir, 'node_modules/.cache/minified-js-cache'));
      assert.equal(dirOf('0.10.5+0.10.4'), path.join(unnamed, '0.10.5+0.10.4'));

      const named = path.join(unnamed, 'one-build');
      await build(dir, named);
      const before = readdirSync(named);
      await build(dir, unnamed);
      assert.deepEqual(readdirSync(named), before, "the unnamed build's clean-up leaves a named build's files");
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

// The updates that follow hydration (core's browser flag, theme-common's window size) are transitions:
// the client resolves the upstream modules to copies that differ from them only by `startTransition`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import transitionAfterHydration, {REPLACED} from '../transition-after-hydration';

const configure = (isServer: boolean) =>
  (
    transitionAfterHydration().configureWebpack as unknown as (
      config: object,
      isServer: boolean,
    ) => {resolve?: {alias: Record<string, string>}}
  )({}, isServer);

/** A module's code without comments, imports, types and white space: what the copies must keep of upstream's. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(
      /: \{children: ReactNode\}|: ReactNode|<WindowSize>|: WindowSize|: number|: \{desktopBreakpoint\?: number\}|type WindowSize = [^;]+;/g,
      '',
    )
    .replace(/\s+/g, '')
    .replace(/,([}\])])/g, '$1');
}

test('the client resolves core and theme-common to the copies; the server keeps upstream', () => {
  const alias = configure(false).resolve!.alias;
  assert.equal(Object.keys(alias).length, 2);
  for (const [upstream, copy] of Object.entries(REPLACED)) {
    assert.ok(existsSync(`${upstream}.js`), `${upstream}.js exists`);
    assert.equal(alias[`${upstream}$`], path.join(__dirname, '..', 'transition-after-hydration', 'client', copy));
  }
  assert.deepEqual(configure(true), {});
});

test("each copy is upstream's module but for startTransition around its updates", () => {
  for (const [upstream, copy] of Object.entries(REPLACED)) {
    const ours = code(path.join(__dirname, '..', 'transition-after-hydration', 'client', copy));
    assert.match(ours, /startTransition\(\(\)=>set\w+\(/, copy);
    const withoutTransitions = ours.replace(/startTransition\(\(\)=>(set\w+\([^;]*?\))\)/g, '$1');
    const theirs = code(`${upstream}.js`)
      .replace(/^export\{[^}]*\};?/gm, '')
      .replace(/constwindowSizes=\{[^}]*\};/, '')
      .replace(/windowSizes\.(\w+)/g, "'$1'");
    assert.equal(withoutTransitions, theirs, copy);
  }
});

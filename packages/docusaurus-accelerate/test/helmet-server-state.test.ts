// docusaurus-accelerate/helmet-server-state: on the server, the page's head state is worked out once, when read,
// and is the state react-helmet-async itself gives: same title, meta, links and attributes as HTML.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync, mkdtempSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {createElement, Fragment, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {patchHelmet} from '../helmet-server-state/patch.mjs';

const require = createRequire(__filename);
type HelmetModule = typeof import('react-helmet-async');
const KEYS = [
  'htmlAttributes',
  'bodyAttributes',
  'title',
  'meta',
  'link',
  'script',
  'base',
  'style',
  'noscript',
] as const;

/** Renders `app` with the given react-helmet-async build and returns its head state as strings. */
function headOf(helmet: HelmetModule, app: (H: HelmetModule['Helmet']) => ReactNode) {
  const context: {helmet?: Record<string, {toString(): string}>} = {};
  renderToStaticMarkup(createElement(helmet.HelmetProvider, {context}, app(helmet.Helmet)));
  return Object.fromEntries(KEYS.map((key) => [key, context.helmet![key]!.toString()]));
}

test('the patched react-helmet-async gives the head the original gives, for many <Head>s', () => {
  const file = require.resolve('react-helmet-async/lib/index.js');
  const dir = mkdtempSync(path.join(path.dirname(file), '.patched-'));
  try {
    const patchedFile = path.join(dir, 'index.js');
    // tsx, which loads patch.mjs here, adds __name() calls to the helper the patch copies in as text.
    writeFileSync(patchedFile, `var __name = (fn) => fn;\n${patchHelmet(readFileSync(file, 'utf8'))}`);
    const original = require(file) as HelmetModule;
    const patched = require(patchedFile) as HelmetModule;
    const app = (H: HelmetModule['Helmet']) =>
      createElement(
        Fragment,
        null,
        createElement(H, {htmlAttributes: {lang: 'en'}, bodyAttributes: {class: 'page'}}),
        createElement(H, null, createElement('title', null, 'First'), createElement('meta', {name: 'a', content: '1'})),
        ...Array.from({length: 30}, (_, i) =>
          createElement(H, {key: i}, createElement('link', {rel: 'preload', href: `/f${i % 3}.woff2`, as: 'font'})),
        ),
        createElement(
          H,
          null,
          createElement('title', null, 'Last & <best>'),
          createElement('meta', {name: 'a', content: '2'}),
        ),
      );
    assert.deepEqual(headOf(patched, app), headOf(original, app));
    assert.match(headOf(patched, app).title, /Last &amp; &lt;best&gt;/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('both builds of the installed react-helmet-async are patched once, and a changed one fails loudly', () => {
  for (const build of ['lib/index.js', 'lib/index.module.js']) {
    const source = readFileSync(require.resolve(`react-helmet-async/${build}`), 'utf8');
    assert.match(patchHelmet(source), /if\(typeof window==="undefined"\)return lazyServerState\(this,emitChangeNow\)/);
  }
  assert.throws(() => patchHelmet('export default 1;'), /react-helmet-async changed/);
});

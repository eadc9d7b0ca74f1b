// DocSearch 3 in the client bundle: every import reaches the ESM build, and the loader's patches (pure
// marks that let the main bundle drop the modal, result list ids) land where they should, or the build fails.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docSearchAliases} from '../docsearch-chunks';
import {patchDocSearch} from '../docsearch-chunks/patch.mjs';

const require = createRequire(__filename);
const ESM = require.resolve('@docsearch/react/dist/esm/index.js');

test('the theme’s DocSearch aliases are all replaced, by the ESM build instead of the UMD one', () => {
  const theme = require('@docusaurus/theme-search-algolia') as {default: (context: LoadContext) => Plugin};
  const context = {baseUrl: '/', siteConfig: {themeConfig: {algolia: {}}}, i18n: {currentLocale: 'en'}};
  const config = theme
    .default(context as unknown as LoadContext)
    .configureWebpack?.({} as never, false, {} as never, {} as never) as
    | {resolve: {alias: Record<string, string>}}
    | undefined;
  const themeAliases = Object.keys(config?.resolve.alias ?? {});
  assert.ok(themeAliases.length > 0, 'the theme no longer aliases DocSearch entry points: is this still DocSearch 3?');
  const ours = docSearchAliases();
  for (const key of themeAliases) assert.equal(ours[key], ESM, key);
  assert.match(readFileSync(ours['@docsearch/react/modal$']!, 'utf8'), /dist\/esm\/index\.js\?modal/);
});

test('the installed bundle gets its React.memo, forwardRef and classes marked pure, its result lists their ids', () => {
  const source = readFileSync(ESM, 'utf8');
  const patched = patchDocSearch(source);
  const marks = [...patched.matchAll(/\/\*#__PURE__\*\/(\w+\.(?:memo|forwardRef)\(|function\(\)\{function)/g)];
  assert.equal(marks.length, 8);
  // Nothing else changes but the result lists, which now carry their source's id.
  assert.equal(
    patched.replaceAll('/*#__PURE__*/', '').replace('getListProps({source:t.collection.source})', 'getListProps()'),
    source,
  );
});

test('a different bundle fails the build instead of putting the modal back in the main bundle', () => {
  assert.throws(
    () => patchDocSearch('import e,{useState as t}from"react";var A=e.forwardRef(function(){});'),
    /DocSearch's bundle changed: expected \{"reactCalls":2,"classes":6,"resultLists":1\}, found \{"reactCalls":1,"classes":0,"resultLists":0\}/,
  );
});

// The desktop columns this patch leaves unhydrated on a narrow window are the ones theme-classic renders only
// for hydration and on a wide window, by theme-common's breakpoint. (The e2e test start-up.spec.ts holds what a
// phone and a wide window get.)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import unhydratedDesktopColumns from '../unhydrated-desktop-columns';

const THEME_CLASSIC = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
const upstream = (file: string) => readFileSync(path.join(THEME_CLASSIC, 'lib', 'theme', file), 'utf8');

test("the breakpoint is theme-common's useWindowSize's", () => {
  const source = readFileSync(path.join(THEME_COMMON_LIB, 'hooks', 'useWindowSize.js'), 'utf8');
  const wrapper = readFileSync(
    path.join(__dirname, '..', 'unhydrated-desktop-columns', 'client', 'DesktopOnly.tsx'),
    'utf8',
  );
  const breakpoint = /const DesktopBreakpoint = (\d+);/.exec(source)?.[1];
  assert.ok(breakpoint, "theme-common's DesktopBreakpoint not found");
  assert.match(wrapper, new RegExp(`export const DESKTOP_BREAKPOINT = ${breakpoint};`));
  assert.match(source, /window\.innerWidth > desktopBreakpoint/);
  assert.match(wrapper, /window\.innerWidth > DESKTOP_BREAKPOINT/);
});

test('theme-classic renders each wrapped column only for hydration and on a wide window', () => {
  const layout = upstream('DocItem/Layout/index.js');
  assert.match(layout, /import DocItemTOCDesktop from '@theme\/DocItem\/TOC\/Desktop';/);
  assert.match(layout, /\(windowSize === 'desktop' \|\| windowSize === 'ssr'\) \? \(\s*<DocItemTOCDesktop \/>/);
  const sidebar = upstream('DocSidebar/index.js');
  assert.match(sidebar, /windowSize === 'desktop' \|\| windowSize === 'ssr';/);
  assert.match(sidebar, /\{shouldRenderSidebarDesktop && <DocSidebarDesktop \{\.\.\.props\} \/>\}/);
});

test('a wrapper for each column, in the theme path', () => {
  const themePath = unhydratedDesktopColumns().getThemePath!();
  for (const component of ['DocItem/TOC/Desktop', 'DocSidebar/Desktop'])
    assert.ok(existsSync(path.join(themePath, component, 'index.tsx')), component);
});

// Builds a throwaway site that uses the real configuration's validation settings over a handful
// of given pages, so a test can feed bad input to a real Docusaurus build and read its message.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

const ROOT = path.resolve(__dirname, '..');
const TMP = path.join(ROOT, 'tests', '.tmp');

const CONFIG = `
import base from '../../../docusaurus.config';
// Same validation and Markdown settings as the site; no navbar, footer or versions to satisfy.
export default {
  ...base,
  presets: [['classic', {docs: {path: 'docs', routeBasePath: 'docs', sidebarPath: false}, blog: false, theme: {}}]],
  plugins: [],
  clientModules: [],
  themeConfig: {...base.themeConfig, navbar: {items: []}, footer: {links: []}, announcementBar: undefined},
};
`;

export type BuildResult = {status: number | null; output: string; outDir: string};

/** Builds a site made of `files` (paths relative to the site root). */
export function buildFixtureSite(files: Record<string, string>, env: Record<string, string> = {}): BuildResult {
  mkdirSync(TMP, {recursive: true});
  const siteDir = mkdtempSync(path.join(TMP, 'site-'));
  writeFileSync(path.join(siteDir, 'docusaurus.config.ts'), CONFIG);
  const withHome = {'src/pages/index.md': page('Home', 'The fixture home page.'), ...files};
  for (const [file, content] of Object.entries(withHome)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    writeFileSync(path.join(siteDir, file), content);
  }
  const outDir = path.join(siteDir, 'build');
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', siteDir, '--out-dir', outDir],
    {cwd: ROOT, encoding: 'utf8', env: {...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1'}, timeout: 180_000},
  );
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`, outDir};
}

export function removeFixtureSites(): void {
  rmSync(TMP, {recursive: true, force: true});
}

/** A valid page with enough words, for fixtures that need a correct neighbour. */
export function page(title: string, body = ''): string {
  return `---\ntitle: ${title}\ndescription: A fixture page.\n---\n\n${body}\n`;
}

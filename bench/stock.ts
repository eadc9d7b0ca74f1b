// A stock Docusaurus site to score beside ours in the same Lighthouse run: the installed Docusaurus
// (classic preset, Docusaurus Faster, default theme, no plugin or swizzle of ours, no accelerator) with
// the current version's Markdown pages (`docs/**/*.md`, the quickstart among them; the MDX pages need our
// components) and our static files. Lighthouse scores move with the host's speed by the hour; the ratio
// of our figures to stock's, taken in one run, does not move as much.
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {hashParts} from '../packages/docusaurus-accelerate/lib/codeVersion';

export const STOCK_DIR = 'build-bench-stock';
/** The page Lighthouse scores on the stock site: the same Markdown as ours at the same path. */
export const STOCK_PAGE = '/docs/quickstart';

/** The stock site's whole configuration: Docusaurus's defaults, forgiving of links to our MDX pages. */
const STOCK_CONFIG = `// Written by bench/stock.ts: a stock Docusaurus site for Lighthouse to compare ours with.
module.exports = {
  title: 'Stock Docusaurus',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore'}},
  future: {v4: true, faster: true},
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
  themeConfig: {navbar: {title: 'Stock Docusaurus'}},
};
`;

/** The current version's Markdown pages and the files beside them, without MDX pages or partials. */
function sourceFiles(siteDir: string): string[] {
  const docs = path.join(siteDir, 'docs');
  return readdirSync(docs, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.mdx') && !/^_.*\.md$/.test(entry.name))
    .map((entry) => path.relative(docs, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Writes the stock site under build-bench-stock/ and builds it, unless the last build was of the same
 * pages and the same Docusaurus. Returns the folder to serve.
 */
export async function buildStockSite(siteDir: string, log: (line: string) => void): Promise<string> {
  const root = path.join(siteDir, STOCK_DIR);
  const out = path.join(root, 'build');
  const files = sourceFiles(siteDir);
  const docs = path.join(siteDir, 'docs');
  const stamp = hashParts([
    STOCK_CONFIG,
    readFileSync(path.join(siteDir, 'package-lock.json')),
    ...files.flatMap((file) => [file, String(statSync(path.join(docs, file)).size)]),
  ]);
  const stampFile = path.join(root, 'stamp');
  if (existsSync(path.join(out, '404.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
    return out;

  log(`stock Docusaurus site: ${files.length} Markdown pages and files into ${STOCK_DIR}/`);
  rmSync(root, {recursive: true, force: true});
  const site = path.join(root, 'site');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(site, 'docs', file)), {recursive: true});
    cpSync(path.join(docs, file), path.join(site, 'docs', file));
  }
  cpSync(path.join(siteDir, 'static'), path.join(site, 'static'), {recursive: true});
  writeFileSync(path.join(site, 'docusaurus.config.js'), STOCK_CONFIG);
  // Inside the project, so that Node finds Docusaurus in its node_modules.
  const bin = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
  const child = spawn(bin, ['build', site, '--out-dir', out], {cwd: site, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0 || !existsSync(path.join(out, STOCK_PAGE.slice(1), 'index.html'))) {
    log(output.split('\n').slice(-30).join('\n'));
    throw new Error(`the stock Docusaurus build failed (exit ${code}) or has no ${STOCK_PAGE}`);
  }
  writeFileSync(stampFile, stamp);
  return out;
}

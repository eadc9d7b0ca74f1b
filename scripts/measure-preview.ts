// Measures the writer's preview loop: how long `npm start` takes until a page is served, and how
// long an edit to a Markdown page takes to appear in the open browser (hot reload).
// Usage: npx tsx scripts/measure-preview.ts [--fast]   (--fast sets FAST_PREVIEW=true)
import {spawn} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/chromium';

const ROOT = path.resolve(__dirname, '..');
const PORT = 3091;
const PAGE = '/docs/quickstart';
const FILE = path.join(ROOT, 'docs/quickstart.md');
const fast = process.argv.includes('--fast');

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`dev server did not answer ${url} within ${timeoutMs} ms`);
}

async function main() {
  const started = Date.now();
  const server = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--no-open',
    ],
    {
      cwd: ROOT,
      env: {...process.env, ...(fast && {FAST_PREVIEW: 'true'}), BROWSER: 'none'},
      stdio: 'ignore',
      detached: true,
    },
  );
  const original = readFileSync(FILE, 'utf8');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    await waitForServer(`http://127.0.0.1:${PORT}${PAGE}`, 600_000);
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}${PAGE}`);
    await page.waitForSelector('article h1', {timeout: 300_000});
    const firstPage = Date.now() - started;

    const marker = `Preview probe ${Date.now()}.`;
    const edited = Date.now();
    writeFileSync(FILE, `${original}\n${marker}\n`);
    await page.getByText(marker).waitFor({timeout: 120_000});
    const editToRefresh = Date.now() - edited;

    console.log(`mode: ${fast ? 'FAST_PREVIEW (current version only)' : 'all versions'}`);
    console.log(`npm start until the first page is rendered: ${(firstPage / 1000).toFixed(1)} s`);
    console.log(`edit of docs/quickstart.md until it shows in the browser: ${(editToRefresh / 1000).toFixed(1)} s`);
  } finally {
    writeFileSync(FILE, original);
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

void main();

// Times one production build (`npm run build`), samples the memory of its whole process tree and
// reads the timings our own build stages print.
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

export type BuildFigures = {
  wallMs: number;
  peakRssBytes: number;
  htmlPages: number;
  msPerPage: number;
  /** Our stages, in the order they printed: reference generation, search index, ... */
  stages: Record<string, number>;
};

/** What a cold build starts without: the output, the generated client and Rspack's cache. */
export const COLD_PATHS = ['build', '.docusaurus', 'node_modules/.cache'];
const SAMPLE_EVERY_MS = 200;

/**
 * Stage timings from the build output. scripts/generate.ts prints "generated ... in N ms"; plugins
 * print "[name] ... in N ms" (the search index: "[search-index] indexed N pages in N ms"; a later
 * deployment-files stage may print its own), each becoming a stage of that name.
 */
export function parseStages(output: string): Record<string, number> {
  const stages: Record<string, number> = {};
  for (const line of output.split(/\r?\n/)) {
    const plain = stripVTControlCharacters(line).trim();
    const generated = /^generated .* in (\d+) ms$/.exec(plain);
    const plugin = /^\[([a-z][\w-]*)\] .* in (\d+) ms$/.exec(plain);
    if (generated) stages.generate = Number(generated[1]);
    else if (plugin) stages[plugin[1]] = Number(plugin[2]);
  }
  return stages;
}

/** Every process below `root` (and root itself), from the parent ids in /proc/<pid>/stat. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may contain spaces and parentheses: fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended between readdir and read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function countHtmlPages(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true}))
    if (entry.isFile() && entry.name.endsWith('.html')) count++;
  return count;
}

export type BuildOptions = {cold: boolean; outDir?: string; log: (line: string) => void};

export async function runBuild(siteDir: string, {cold, outDir = 'build', log}: BuildOptions): Promise<BuildFigures> {
  if (cold) for (const dir of COLD_PATHS) rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const args = ['run', 'build', ...(outDir === 'build' ? [] : ['--', '--out-dir', outDir])];
  const started = performance.now();
  const child = spawn('npm', args, {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let peakRssBytes = 0;
  const sample = () => {
    const total = processTree(child.pid!).reduce((sum, pid) => sum + rssBytes(pid), 0);
    peakRssBytes = Math.max(peakRssBytes, total);
  };
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const wallMs = performance.now() - started;
  if (code !== 0) {
    log(output.split('\n').slice(-40).join('\n'));
    throw new Error(`npm ${args.join(' ')} failed (exit ${code})`);
  }
  // A build stopped by a signal can leave npm exiting 0: trust only a complete output folder.
  if (!existsSync(path.join(siteDir, outDir, '404.html')))
    throw new Error(`npm ${args.join(' ')} wrote no ${outDir}/404.html`);
  const htmlPages = countHtmlPages(path.join(siteDir, outDir));
  return {wallMs, peakRssBytes, htmlPages, msPerPage: wallMs / htmlPages, stages: parseStages(output)};
}

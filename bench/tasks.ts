// `npm run bench:tasks -- PATH [--runs N] [--dir build]`: what a page's blocking time is made of. Lighthouse's
// mobile run records a trace at full speed and simulates a CPU slowed N times (4, or 8 with
// `--cpu-slowdown 8`): a task of d ms after the first paint blocks 8·d - 50 ms at 8x. Its simulation (Lantern)
// leaves out tasks under 10 ms at full speed that little depends on (SIGNIFICANT_DUR_THRESHOLD_MS in
// @paulirish/trace_engine's PageDependencyGraph), so a task counts from 10 ms, for 30 ms at least. This loads
// PATH of a production build RUNS times (a phone-sized window, an empty cache), traces each load with
// JavaScript samples, and weighs every sample of a task of 10 ms or more after the first contentful paint by
// that task's share of the 8x blocking time. It prints the tasks of the first load, then the functions the
// samples sit in, the frames of the page's chunks above them, and the kinds of work of the trace (HTML
// parsing, style, layout, script), in milliseconds of 8x blocking time per load. Native work (parsing,
// style, layout) shows as "(program)" among the functions.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/chromium';
import {startStaticServer} from '../src/plugins/host-config';

const ROOT = path.resolve(__dirname, '..');
const {values: options, positionals} = parseArgs({
  options: {runs: {type: 'string', default: '5'}, dir: {type: 'string', default: 'build'}},
  allowPositionals: true,
});
const PAGE = positionals[0];
const RUNS = Number(options.runs);
const BUILD = path.resolve(ROOT, options.dir);
/** Lighthouse's blocking threshold, and the slowdown of its slow-hour runs. */
const BLOCKING_MS = 50;
const SLOWDOWN = 8;
/** Lantern's shortest task: shorter ones are left out of its simulation. */
const LONG_US = 10_000;

type CallFrame = {functionName: string; url: string; lineNumber: number; columnNumber: number};
type ProfileNode = {id: number; callFrame?: Partial<CallFrame>; parent?: number};
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      url?: string;
      cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]};
      timeDeltas?: number[];
    };
  };
};

/** A frame as `function@file:line:column`, with the first characters of its code (names are minified). */
function frameLabel(partial: Partial<CallFrame>, origin: string, sources: Map<string, string[]>): string {
  const frame: CallFrame = {functionName: '', url: '', lineNumber: -1, columnNumber: -1, ...partial};
  const file = frame.url.startsWith(origin) ? new URL(frame.url).pathname : '';
  let code = '';
  if (file.startsWith('/assets/js/')) {
    if (!sources.has(file)) sources.set(file, readFileSync(path.join(BUILD, file), 'utf8').split('\n'));
    code = (sources.get(file)![frame.lineNumber] ?? '').slice(frame.columnNumber, frame.columnNumber + 50);
  }
  const where = file ? `${file.replace('/assets/js/', '')}:${frame.lineNumber}:${frame.columnNumber}` : frame.url;
  return `${frame.functionName || '(anonymous)'}@${where}${code ? `  ${code}` : ''}`;
}

/** One load's trace: the main thread's events and its JavaScript samples. */
async function traceLoad(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({value}) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'loading',
          // The JavaScript samples.
          'disabled-by-default-v8.cpu_profiler',
        ],
      },
    });
    await page.goto(url);
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/** The kinds of work a task's trace shows, outermost first: HTML parsing, style, layout, script, paint. */
const KINDS = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'RunMicrotasks',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'HitTest',
  'MajorGC',
  'MinorGC',
]);

/**
 * The microseconds of `task` spent in each kind of work of KINDS (an event inside another such event counts
 * for the outer one), the rest as "(other)".
 */
function kindsOf(task: TraceEvent, mainEvents: TraceEvent[]): Map<string, number> {
  const end = task.ts + task.dur!;
  const inside = mainEvents
    .filter((e) => e.ph === 'X' && KINDS.has(e.name) && e.ts >= task.ts && e.ts < end)
    .sort((a, b) => a.ts - b.ts);
  const kinds = new Map<string, number>();
  let covered = task.ts;
  let counted = 0;
  for (const event of inside) {
    if (event.ts < covered) continue; // inside the event counted before it
    const dur = Math.min(event.dur ?? 0, end - event.ts);
    kinds.set(event.name, (kinds.get(event.name) ?? 0) + dur);
    counted += dur;
    covered = event.ts + dur;
  }
  kinds.set('(other)', task.dur! - counted);
  return kinds;
}

async function main() {
  if (!PAGE) throw new Error('usage: npm run bench:tasks -- /docs/quickstart [--runs 5] [--dir build]');
  const server = await startStaticServer({root: BUILD, host: '127.0.0.1'});
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const sources = new Map<string, string[]>();
  const byFunction = new Map<string, number>();
  const byChunkFrame = new Map<string, number>();
  const byKind = new Map<string, number>();
  const blocking: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const events = await traceLoad(browser, server.url + PAGE);
      const fcp = events.find((e) => e.name === 'firstContentfulPaint');
      if (!fcp) throw new Error(`no first contentful paint in the trace of ${PAGE}`);
      // The page's own navigation: the last one to start before its first paint.
      const navigation =
        events.filter((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.ts <= fcp.ts).at(-1) ?? fcp;
      // The main thread's events, read once per load: each long task looks into them again.
      const mainEvents = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
      const tasks = mainEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts > fcp.ts);
      const long = tasks.filter((t) => t.dur! >= LONG_US);
      // The JavaScript samples of the main thread's profile, with their times.
      const profile = mainEvents.find((e) => e.name === 'Profile');
      const nodes = new Map<number, ProfileNode>();
      const samples: {ts: number; node: number}[] = [];
      let ts = profile?.args?.data?.startTime ?? 0;
      for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile?.id)) {
        const data = chunk.args!.data!;
        for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
        (data.cpuProfile?.samples ?? []).forEach((node, i) => {
          ts += data.timeDeltas![i]!;
          samples.push({ts, node});
        });
      }
      let total = 0;
      if (run === 0)
        console.log(`${PAGE}, first load: tasks of ${LONG_US / 1000} ms or more after the first contentful paint`);
      for (const task of long) {
        const share = (SLOWDOWN * task.dur!) / 1000 - BLOCKING_MS;
        total += share;
        const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur!);
        for (const [kind, us] of kindsOf(task, mainEvents))
          byKind.set(kind, (byKind.get(kind) ?? 0) + (share * us) / task.dur! / RUNS);
        if (run === 0) {
          const script = mainEvents.find(
            (e) => e.name === 'EvaluateScript' && e.ts >= task.ts && e.ts <= task.ts + task.dur!,
          );
          console.log(
            `  at ${((task.ts - navigation.ts) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur! / 1000).toFixed(1).padStart(5)} ms` +
              `  ${share.toFixed(0).padStart(4)} ms at ${SLOWDOWN}x  ${script?.args?.data?.url?.replace(server.url, '') ?? ''}`,
          );
        }
        for (const sample of inside) {
          const weight = share / inside.length / RUNS;
          const node = nodes.get(sample.node);
          // Chromium's own pages in the same thread (chrome://) are not the site's.
          if (!node?.callFrame || node.callFrame.url?.startsWith('chrome:')) continue;
          const label = frameLabel(node.callFrame, server.url, sources);
          byFunction.set(label, (byFunction.get(label) ?? 0) + weight);
          const seen = new Set<string>();
          for (
            let up: ProfileNode | undefined = node;
            up;
            up = up.parent === undefined ? undefined : nodes.get(up.parent)
          ) {
            const frame = up.callFrame;
            if (!frame?.url || !/\/assets\/js\/(?!main\.|runtime~main\.)/.test(frame.url)) continue;
            const chunkLabel = frameLabel(frame, server.url, sources);
            if (seen.has(chunkLabel)) continue;
            seen.add(chunkLabel);
            byChunkFrame.set(chunkLabel, (byChunkFrame.get(chunkLabel) ?? 0) + weight);
          }
        }
      }
      blocking.push(total);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([label, ms]) => `  ${ms.toFixed(1).padStart(6)}  ${label}`)
      .join('\n');
  console.log(
    `\nBlocking time at ${SLOWDOWN}x of the tasks of ${LONG_US / 1000} ms or more, per load (${RUNS} loads): ` +
      `${blocking.map((ms) => ms.toFixed(0)).join(', ')} ms. Lighthouse counts fewer (only until the page is interactive).`,
  );
  console.log(
    `\nWhere the samples of those tasks sit (ms of ${SLOWDOWN}x blocking time per load):\n${top(byFunction)}`,
  );
  console.log(`\nThe page's chunks' frames above them:\n${top(byChunkFrame)}`);
  console.log(
    `\nThe kinds of work in those tasks (trace events, outermost; ms of ${SLOWDOWN}x blocking time per load):\n${top(byKind)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

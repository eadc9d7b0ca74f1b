// `npm run bench`: build and page-weight benchmarks of the real site, held to bench/budgets.json.
//   --skip-build        measure the existing build/ (no cold or warm build)
//   --skip-client       no Playwright page weights
//   --skip-lighthouse   no Lighthouse scores
//   --lighthouse-runs N median of N Lighthouse runs per page (default 1)
//   --cpu-slowdown N    Lighthouse slows the CPU N times instead of the mobile preset's 4 (a slower host)
//   --growth            also build with 1,000 synthetic pages and report the doc page's JS growth
//   --patches all|NAME,...  only this: what each patch of the build accelerator is worth (bench/patches.ts);
//                       with --lighthouse-runs N, Lighthouse too
//   --scale             only this: two docs versions against ten, side by side (bench/scale.ts)
//   --check             exit 1 when a measured figure breaks its budget
//   --print             measure nothing: print (and --check) the last bench/report.json
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {runBuild} from './build';
import {launchBrowser, measurePage} from './client';
import {buildWithSyntheticPages, GROWTH_OUT_DIR} from './growth';
import {lighthouseScores, MOBILE_CPU_SLOWDOWN} from './lighthouse';
import {formatPatches, measurePatches} from './patches';
import {checkBudgets, DOC_PAGE, formatBudgets, formatReport, PAGES, type Budgets, type Report} from './report';
import {checkScale, formatScale, measureScale} from './scale';
import {buildStockSite, STOCK_PAGE} from './stock';
import {startStaticServer} from '../src/plugins/host-config';

const SITE_DIR = path.resolve(__dirname, '..');
const REPORT_FILE = path.join(__dirname, 'report.json');
const BUDGETS_FILE = path.join(__dirname, 'budgets.json');
const GROWTH_PAGES = 1000;

const log = (line: string) => console.error(`[bench] ${line}`);
/** Written after each stage too, so that a long run stopped part-way keeps what it measured. */
const save = (report: Report) => writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);

async function main() {
  const {values: options} = parseArgs({
    options: {
      'skip-build': {type: 'boolean', default: false},
      'skip-client': {type: 'boolean', default: false},
      'skip-lighthouse': {type: 'boolean', default: false},
      'lighthouse-runs': {type: 'string', default: '1'},
      'cpu-slowdown': {type: 'string', default: String(MOBILE_CPU_SLOWDOWN)},
      growth: {type: 'boolean', default: false},
      patches: {type: 'string'},
      scale: {type: 'boolean', default: false},
      check: {type: 'boolean', default: false},
      print: {type: 'boolean', default: false},
    },
  });
  if (options.patches) {
    // Lighthouse only when asked for: it doubles the time of each of the many builds.
    const runs = process.argv.includes('--lighthouse-runs') ? Number(options['lighthouse-runs']) : 0;
    const results = await measurePatches(SITE_DIR, options.patches, runs, log, Number(options['cpu-slowdown']));
    writeFileSync(path.join(__dirname, 'patches.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(formatPatches(results));
    return;
  }
  if (options.scale) {
    const scale = await measureScale(SITE_DIR, log);
    writeFileSync(path.join(__dirname, 'scale.json'), `${JSON.stringify(scale, null, 2)}\n`);
    console.log(formatScale(scale));
    const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
    const results = checkScale(scale, budgets.scale);
    console.log(`\n${formatBudgets(results)}`);
    if (options.check && results.some((r) => !r.ok)) process.exitCode = 1;
    return;
  }
  if (options.print) return printAndCheck(JSON.parse(readFileSync(REPORT_FILE, 'utf8')) as Report, options.check);
  const report: Report = {
    date: new Date().toISOString(),
    machine: {cores: os.cpus().length, memoryBytes: os.totalmem(), node: process.version, loadAverage: os.loadavg()},
    build: {},
    pages: {},
  };

  if (!options['skip-build']) {
    log('cold build (build/, .docusaurus/ and node_modules/.cache removed first)');
    report.build.cold = await runBuild(SITE_DIR, {cold: true, log});
    log(`cold build: ${(report.build.cold.wallMs / 1000).toFixed(1)} s`);
    save(report);
    log('warm build');
    report.build.warm = await runBuild(SITE_DIR, {cold: false, log});
    log(`warm build: ${(report.build.warm.wallMs / 1000).toFixed(1)} s`);
    save(report);
  }

  const server = await startStaticServer({root: path.join(SITE_DIR, 'build')});
  try {
    if (!options['skip-client']) {
      const browser = await launchBrowser();
      try {
        for (const page of PAGES) {
          log(`page weight of ${page}`);
          report.pages[page] = {client: await measurePage(browser, server.url + page)};
        }
      } finally {
        await browser.close();
      }
      save(report);
    }
    if (!options['skip-lighthouse']) {
      // A stock Docusaurus page is scored in the same run: the ratio holds when the host's speed does not.
      const stockServer = await startStaticServer({root: await buildStockSite(SITE_DIR, log)});
      try {
        log(`Lighthouse on ${PAGES.length} pages and stock Docusaurus's ${STOCK_PAGE}`);
        const stockUrl = stockServer.url + STOCK_PAGE;
        const cpuSlowdown = Number(options['cpu-slowdown']);
        const results = await lighthouseScores(
          [...PAGES.map((page) => server.url + page), stockUrl],
          Number(options['lighthouse-runs']),
          cpuSlowdown,
        );
        report.lighthouseCpuSlowdown = cpuSlowdown;
        for (const page of PAGES) report.pages[page] = {...report.pages[page], lighthouse: results[server.url + page]};
        report.stock = {page: STOCK_PAGE, lighthouse: results[stockUrl]!};
      } finally {
        await stockServer.close();
      }
      save(report);
    }
  } finally {
    await server.close();
  }

  if (options.growth) {
    log(`build with ${GROWTH_PAGES} synthetic pages`);
    const grown = await buildWithSyntheticPages(SITE_DIR, GROWTH_PAGES, log);
    const grownServer = await startStaticServer({root: path.join(SITE_DIR, GROWTH_OUT_DIR)});
    const browser = await launchBrowser();
    try {
      const baseline = report.pages[DOC_PAGE]?.client ?? (await measureBaseline());
      const after = await measurePage(browser, grownServer.url + DOC_PAGE);
      const per1000 = (before: number, grownValue: number) => ((grownValue - before) * 1000) / GROWTH_PAGES;
      report.growth = {
        method: `a second warm build with the pages in the overview sidebar: ${grown.htmlPages} HTML pages in ${(grown.wallMs / 1000).toFixed(1)} s`,
        addedPages: GROWTH_PAGES,
        docPageJsBeforeHydrationGzip: {
          before: baseline.jsBeforeHydration.gzip,
          after: after.jsBeforeHydration.gzip,
          per1000Pages: per1000(baseline.jsBeforeHydration.gzip, after.jsBeforeHydration.gzip),
        },
        docPageJsBeforeHydrationRaw: {
          before: baseline.jsBeforeHydration.raw,
          after: after.jsBeforeHydration.raw,
          per1000Pages: per1000(baseline.jsBeforeHydration.raw, after.jsBeforeHydration.raw),
        },
      };
    } finally {
      await browser.close();
      await grownServer.close();
      rmSync(path.join(SITE_DIR, GROWTH_OUT_DIR), {recursive: true, force: true});
    }
  }

  save(report);
  printAndCheck(report, options.check);
}

function printAndCheck(report: Report, check: boolean) {
  console.log(formatReport(report));
  console.log(`\nReport: ${path.relative(process.cwd(), REPORT_FILE)}`);

  const budgets = checkBudgets(report, JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets);
  console.log(`\n${formatBudgets(budgets)}`);
  const broken = budgets.filter((b) => b.ok === false);
  if (check && broken.length) {
    console.error(`\n${broken.length} budget(s) broken:`);
    for (const b of broken) console.error(`  ${b.name}: ${b.actual} (limit ${b.limit})`);
    process.exitCode = 1;
  }
}

/** The doc page of build/ when --skip-client left it unmeasured. */
async function measureBaseline() {
  const server = await startStaticServer({root: path.join(SITE_DIR, 'build')});
  const browser = await launchBrowser();
  try {
    return await measurePage(browser, server.url + DOC_PAGE);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

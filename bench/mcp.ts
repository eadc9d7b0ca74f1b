// `npm run bench:mcp`: the docs MCP server over the whole built site (run `npm run build` first), as an
// assistant starts it (`node build/mcp/server.mjs`, stdio): time from spawn to a connected client, time
// to the first search's answer, the median of later searches, and the server's peak memory after the
// reader queries, a GraphQL type and a source's options. Median of RUNS starts. `--check` exits 1 when a
// figure breaks its budget.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import fixture from '../tests/fixtures/search-queries.json';

const ROOT = path.resolve(__dirname, '..');
const SERVER = path.join(ROOT, 'build/mcp/server.mjs');
const RUNS = 5;

/** Budgets: a client waits for start-up before it can list tools; memory is on the reader's machine. */
export const MCP_BUDGETS = {connectMs: 1_000, firstSearchMs: 2_000, laterSearchMs: 100, peakMiB: 300};

type Run = {connectMs: number; firstSearchMs: number; laterSearchMs: number; peakMiB: number};

async function run(queries: string[]): Promise<Run> {
  const started = performance.now();
  const transport = new StdioClientTransport({command: process.execPath, args: [SERVER], cwd: ROOT, stderr: 'ignore'});
  const client = new Client({name: 'bench-mcp', version: '1.0.0'});
  await client.connect(transport);
  const connectMs = performance.now() - started;
  await client.callTool({name: 'search_docs', arguments: {query: 'ingestion recipe'}});
  const firstSearchMs = performance.now() - started;
  const times: number[] = [];
  for (const query of queries) {
    const t = performance.now();
    await client.callTool({name: 'search_docs', arguments: {query}});
    times.push(performance.now() - t);
  }
  await client.callTool({name: 'get_graphql_type', arguments: {name: 'Dataset'}});
  await client.callTool({name: 'get_source_options', arguments: {source: 'snowflake'}});
  const status = readFileSync(`/proc/${transport.pid}/status`, 'utf8');
  const peakMiB = Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
  await client.close();
  return {connectMs, firstSearchMs, laterSearchMs: median(times), peakMiB};
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const queries = [...fixture.tuning, ...fixture.heldOut].map((q) => q.query);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(queries));
  const figures = {
    connectMs: median(runs.map((r) => r.connectMs)),
    firstSearchMs: median(runs.map((r) => r.firstSearchMs)),
    laterSearchMs: median(runs.map((r) => r.laterSearchMs)),
    peakMiB: Math.max(...runs.map((r) => r.peakMiB)),
  };
  const rows: [string, number, number, string][] = [
    ['spawn to connected client', figures.connectMs, MCP_BUDGETS.connectMs, 'ms'],
    ['spawn to the first search answered', figures.firstSearchMs, MCP_BUDGETS.firstSearchMs, 'ms'],
    [`median of ${queries.length} later searches`, figures.laterSearchMs, MCP_BUDGETS.laterSearchMs, 'ms'],
    ['peak memory (RSS) of the server', figures.peakMiB, MCP_BUDGETS.peakMiB, 'MiB'],
  ];
  console.log(`docs MCP server, median of ${RUNS} starts (peak memory: the largest):`);
  const failed = rows.filter(([, value, budget]) => value > budget);
  for (const [name, value, budget, unit] of rows)
    console.log(
      `  ${name}: ${value.toFixed(0)} ${unit} (budget ${budget} ${unit})${value > budget ? '  OVER BUDGET' : ''}`,
    );
  if (check && failed.length) process.exit(1);
}

void main();

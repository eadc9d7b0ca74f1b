// The docs MCP server (src/plugins/docs-mcp), driven by the MCP SDK's own client over stdio, as an
// assistant runs it: `node build/mcp/server.mjs`. Every tool, the resources and prompts, both versions,
// the error paths, the relevance set through search_docs, a build folder copied outside the project,
// Streamable HTTP, and the server's start-up time and memory (reported, not bounded: see bench/README.md).
import {expect, test} from '@playwright/test';
import {execFileSync, spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {buildSchema} from 'graphql';
import {FLOORS, HALVES, outcome, queriesOf, report, type Outcome} from './support/relevance';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const SERVER = path.join(BUILD, 'mcp/server.mjs');

/** The fixture's first tuning queries: the original reader set, every one of which must be in the top 3. */
const ORIGINAL_QUERIES = 44;

type Text = {content: {type: string; text: string}[]; isError?: boolean; structuredContent?: unknown};
type SearchAnswer = {version: string; results: {url: string; path: string; title: string; sections: {url: string}[]}[]};

async function connect(serverFile = SERVER, cwd = ROOT): Promise<{client: Client; transport: StdioClientTransport}> {
  const transport = new StdioClientTransport({command: process.execPath, args: [serverFile], cwd, stderr: 'pipe'});
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {client, transport};
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({name, arguments: args})) as Text;
const textOf = (result: Text) => result.content.map((part) => part.text).join('\n');
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname.replace(/\/$/, '') + parsed.hash;
};

test.describe('docs MCP server over stdio', () => {
  test.describe.configure({mode: 'serial'});
  let client: Client;
  let transport: StdioClientTransport;

  test.beforeAll(async () => {
    ({client, transport} = await connect());
  });
  test.afterAll(async () => {
    await client?.close();
  });

  test('offers six tools with JSON schemas, the pages as resources, and two prompts', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'get_graphql_type',
        'get_page',
        'get_source_options',
        'list_integrations',
        'list_versions',
        'search_docs',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.description, tool.name).toBeTruthy();
    }
    const search = tools.find((t) => t.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search.inputSchema.properties ?? {}).sort()).toEqual(['limit', 'query', 'version']);

    const {resources} = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toContain('docs://docs/quickstart');
    expect(uris).toContain('docs://docs/1.1.0/quickstart');
    expect(resources.length).toBeGreaterThan(1000);
    const page = await client.readResource({uri: 'docs://docs/1.1.0/quickstart'});
    expect(page.contents[0]!.mimeType).toBe('text/markdown');
    expect((page.contents[0] as {text: string}).text).toBe(
      readFileSync(path.join(BUILD, 'docs/1.1.0/quickstart.md'), 'utf8'),
    );

    const {prompts} = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(['explain-error', 'write-recipe']);
    const recipe = await client.getPrompt({name: 'write-recipe', arguments: {source: 'snowflake'}});
    const recipeText = String((recipe.messages[0]!.content as {text: string}).text);
    expect(recipeText).toContain('type: snowflake');
    expect(recipeText).toContain('/docs/generated/ingestion/sources/snowflake');
    const explain = await client.getPrompt({name: 'explain-error', arguments: {error: 'Failed to connect to GMS'}});
    expect(String((explain.messages[0]!.content as {text: string}).text)).toContain('Failed to connect to GMS');
  });

  test('search_docs ranks the reader queries as the site search does: both halves keep their floors', async () => {
    test.setTimeout(180_000);
    const rates: Record<string, number> = {};
    const original: Outcome[] = [];
    for (const half of HALVES) {
      const outcomes: Outcome[] = [];
      for (const item of queriesOf(half)) {
        const answer = (await call(client, 'search_docs', {query: item.query})).structuredContent as SearchAnswer;
        const urls = answer.results.flatMap((r) => [r.path, ...r.sections.map((s) => pathOf(s.url))]);
        outcomes.push(outcome(item, urls));
      }
      rates[half] = report(`search_docs relevance, ${half}`, outcomes);
      if (half === 'tuning') original.push(...outcomes.slice(0, ORIGINAL_QUERIES));
    }
    expect(original.filter((o) => !o.hit).map((o) => o.query.query)).toEqual([]);
    expect(rates.tuning).toBeGreaterThanOrEqual(FLOORS.tuning);
    expect(rates.heldOut).toBeGreaterThanOrEqual(FLOORS.heldOut);
  });

  test('search_docs: an identifier opens at its row; each version searches its own docs', async () => {
    const row = (await call(client, 'search_docs', {query: 'METADATA_SERVICE_AUTH_ENABLED'}))
      .structuredContent as SearchAnswer;
    expect(row.results[0]!.path).toBe('/docs/deploy/environment-vars#METADATA_SERVICE_AUTH_ENABLED');

    const current = (await call(client, 'search_docs', {query: 'quickstart', limit: 10}))
      .structuredContent as SearchAnswer;
    expect(current.version).toBe('current');
    expect(current.results.length).toBeGreaterThan(3);
    expect(current.results.filter((r) => r.path.startsWith('/docs/1.1.0'))).toEqual([]);
    const archived = await call(client, 'search_docs', {query: 'quickstart', version: '1.1.0', limit: 10});
    const answer = archived.structuredContent as SearchAnswer;
    expect(answer.version).toBe('1.1.0');
    expect(answer.results.length).toBeGreaterThan(3);
    expect(answer.results.filter((r) => !r.path.startsWith('/docs/1.1.0/'))).toEqual([]);
    expect(textOf(archived)).toContain('https://docs.datahub.com/docs/1.1.0/quickstart');
    expect(textOf(await call(client, 'search_docs', {query: '¤¤¤'}))).toContain('No results');
  });

  test('get_page reads a twin by path, URL, slug or anchor, in parts, and names the closest pages of an unknown one', async () => {
    const twin = readFileSync(path.join(BUILD, 'docs/quickstart.md'), 'utf8');
    for (const address of [
      '/docs/quickstart',
      'https://docs.datahub.com/docs/quickstart/',
      'docs/quickstart.md',
      'quickstart',
    ]) {
      const page = await call(client, 'get_page', {url_or_path: address});
      expect(page.isError, address).toBeFalsy();
      expect(textOf(page), address).toContain(twin);
    }
    const archived = textOf(await call(client, 'get_page', {url_or_path: '/docs/quickstart', version: '1.1.0'}));
    expect(archived).toContain(readFileSync(path.join(BUILD, 'docs/1.1.0/quickstart.md'), 'utf8'));
    expect(archived).toContain('(1.1.0 docs)');

    // An anchor starts the answer at its row; a long page comes in parts that join up exactly.
    const envVars = readFileSync(path.join(BUILD, 'docs/deploy/environment-vars.md'), 'utf8');
    const atRow = textOf(
      await call(client, 'get_page', {
        url_or_path: '/docs/deploy/environment-vars#KAFKA_BOOTSTRAP_SERVER',
        max_chars: 2000,
      }),
    );
    expect(atRow.split('\n\n')[1]!.startsWith('| `KAFKA_BOOTSTRAP_SERVER` |')).toBe(true);
    let offset = 0;
    let joined = '';
    for (let part = 0; part < 20 && offset < envVars.length; part++) {
      const answer = textOf(
        await call(client, 'get_page', {url_or_path: '/docs/deploy/environment-vars', offset, max_chars: 100_000}),
      );
      const body = answer.slice(answer.indexOf('\n\n') + 2);
      const next = /\[Continues: call get_page with offset (\d+)\.\]$/.exec(body);
      joined += next ? body.slice(0, body.length - next[0].length - 2) : body;
      offset = next ? Number(next[1]) : envVars.length;
    }
    expect(joined).toBe(envVars);

    const unknown = await call(client, 'get_page', {url_or_path: '/docs/quickstrat'});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('No page /docs/quickstrat');
    expect(textOf(unknown)).toContain('- /docs/quickstart: ');
  });

  test("list_integrations and get_source_options answer from each version's source reference", async () => {
    const warehouses = textOf(
      await call(client, 'list_integrations', {category: 'data warehouse', capability: 'Column-level lineage'}),
    );
    expect(warehouses).toMatch(/^\d+ of \d+ ingestion sources/);
    expect(warehouses).toContain('- Snowflake (type snowflake; Data Warehouse;');
    const unknown = await call(client, 'list_integrations', {capability: 'telepathy'});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('column_lineage (Column-level lineage)');

    const current = readFileSync(path.join(BUILD, 'mcp/current/integrations.json'), 'utf8');
    const archived = readFileSync(path.join(BUILD, 'mcp/1.1.0/integrations.json'), 'utf8');
    type Sources = {sources: {slug: string; name: string}[]};
    const older = new Set((JSON.parse(archived) as Sources).sources.map((s) => s.slug));
    const newer = (JSON.parse(current) as Sources).sources.find((s) => !older.has(s.slug))!;
    expect(textOf(await call(client, 'list_integrations', {}))).toContain(`- ${newer.name} (`);
    expect(textOf(await call(client, 'list_integrations', {version: '1.1.0'}))).not.toContain(`- ${newer.name} (`);
    const missing = await call(client, 'get_source_options', {source: newer.slug, version: '1.1.0'});
    expect(missing.isError).toBe(true);

    const snowflake = textOf(await call(client, 'get_source_options', {source: 'Snowflake'}));
    expect(snowflake).toContain('Starter recipe:');
    expect(snowflake).toMatch(/\n- account_id \(string; required\): /);
    const profiling = textOf(await call(client, 'get_source_options', {source: 'snowflake', option: 'profiling'}));
    expect(profiling).toContain('- profiling.enabled (boolean; default false): ');
    expect(profiling).toContain('/docs/generated/ingestion/sources/snowflake#config-profiling-enabled');
    expect(profiling).not.toContain('- include_column_lineage');
    const typo = await call(client, 'get_source_options', {source: 'snowflak'});
    expect(typo.isError).toBe(true);
    expect(textOf(typo)).toContain('snowflake (Snowflake)');
  });

  test("get_graphql_type: types, root fields and Type.field of each version's schema", async () => {
    const dataset = textOf(await call(client, 'get_graphql_type', {name: 'Dataset'}));
    expect(dataset).toMatch(/^"""[\s\S]*type Dataset implements /);
    expect(dataset).toContain('Page: https://docs.datahub.com/docs/graphql/objects#dataset');
    const root = textOf(await call(client, 'get_graphql_type', {name: 'searchAcrossEntities'}));
    expect(root).toMatch(/^Query\.searchAcrossEntities: SearchResults\n/);
    expect(root).toContain('- input: SearchAcrossEntitiesInput!');
    expect(textOf(await call(client, 'get_graphql_type', {name: 'Dataset.platform'}))).toMatch(
      /^Dataset\.platform: DataPlatform!/,
    );
    const typo = await call(client, 'get_graphql_type', {name: 'Datset'});
    expect(typo.isError).toBe(true);
    expect(textOf(typo)).toContain('Closest: Dataset');

    // A mutation the current schema has and 1.1.0's has not: 1.1.0 answers from its own schema only.
    const mutations = (file: string) =>
      Object.keys(
        buildSchema(readFileSync(path.join(BUILD, 'mcp', file, 'schema.graphql'), 'utf8'))
          .getMutationType()!
          .getFields(),
      );
    const older = new Set(mutations('1.1.0'));
    const newer = mutations('current').find((name) => !older.has(name))!;
    expect(newer).toBeTruthy();
    expect((await call(client, 'get_graphql_type', {name: newer})).isError).toBeFalsy();
    expect((await call(client, 'get_graphql_type', {name: newer, version: '1.1.0'})).isError).toBe(true);
  });

  test('list_versions; bad input gets an error with a message and the server keeps answering', async () => {
    const versions = textOf(await call(client, 'list_versions'));
    expect(versions).toContain('- current (Next), the default: https://docs.datahub.com/docs,');
    expect(versions).toContain('- 1.1.0 (1.1.0): https://docs.datahub.com/docs/1.1.0,');

    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', {query: 'lineage', colour: 'red'}, /Unrecognized key/],
      ['search_docs', {query: 'x'.repeat(501)}, /at most 500/],
      ['search_docs', {query: ''}, /at least 1/],
      ['search_docs', {query: 'lineage', limit: 1000}, /less than or equal to 20/],
      [
        'search_docs',
        {query: 'lineage', version: '0.1.0'},
        /Unknown version "0\.1\.0"\. Versions: current \(Next\), 1\.1\.0/,
      ],
      ['get_page', {}, /url_or_path/],
      ['get_page', {url_or_path: '/docs/quickstart', max_chars: 10_000_000}, /less than or equal to 100000/],
      ['get_page', {url_or_path: '../../../../etc/passwd'}, /No page/],
      ['get_graphql_type', {name: 42}, /Expected string/],
      ['nonexistent_tool', {}, /Tool nonexistent_tool not found/],
    ];
    for (const [name, args, message] of bad) {
      const answer = await call(client, name, args).catch((error: Error) => ({
        content: [{type: 'text', text: error.message}],
        isError: true,
      }));
      expect(answer.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      expect(textOf(answer)).toMatch(message);
    }
    // A message over 1 MiB is answered with an error instead of being read; the connection stays usable.
    await expect(client.callTool({name: 'search_docs', arguments: {query: 'x'.repeat(1_100_000)}})).rejects.toThrow(
      /Request too large/,
    );
    expect(transport.pid).toBeTruthy();
    expect(textOf(await call(client, 'search_docs', {query: 'lineage', limit: 1}))).toContain('1. ');
  });
});

test('a build folder copied anywhere serves the docs with nothing but Node', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
  try {
    execFileSync('cp', ['-r', BUILD, path.join(dir, 'build')]);
    const {client} = await connect(path.join(dir, 'build/mcp/server.mjs'), dir);
    try {
      const answer = (await call(client, 'search_docs', {query: 'personal access token'}))
        .structuredContent as SearchAnswer;
      expect(answer.results.map((r) => r.path)).toContain('/docs/authentication/personal-access-tokens');
      expect(
        textOf(await call(client, 'get_page', {url_or_path: '/docs/authentication/personal-access-tokens'})),
      ).toContain(readFileSync(path.join(BUILD, 'docs/authentication/personal-access-tokens.md'), 'utf8'));
    } finally {
      await client.close();
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('Streamable HTTP on 127.0.0.1: the same tools, a bounded body, and only local host names', async () => {
  const port = 4300 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, [SERVER, '--http', String(port)], {stdio: ['ignore', 'ignore', 'pipe']});
  try {
    await new Promise<void>((resolve, reject) => {
      server.stderr.on('data', (data: Buffer) => String(data).includes('/mcp') && resolve());
      server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
    const endpoint = `http://127.0.0.1:${port}/mcp`;
    const client = new Client({name: 'docs-mcp-http-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
    const answer = (await call(client, 'search_docs', {query: 'datahub-frontend sso oidc'}))
      .structuredContent as SearchAnswer;
    expect(answer.results.length).toBeGreaterThan(0);
    await client.close();

    const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
    const post = (body: string) => fetch(endpoint, {method: 'POST', headers, body});
    expect((await post('x'.repeat(1_100_000))).status).toBe(413);
    expect((await post('{not json')).status).toBe(400);
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'x', version: '1'}},
    });
    expect((await post(initialize)).status).toBe(200);
    expect((await fetch(endpoint)).status).toBe(405);
    // A page on another site cannot reach it through a DNS name rebound to 127.0.0.1.
    const rebound = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        endpoint,
        {method: 'POST', headers: {...headers, host: `attacker.example:${port}`}},
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      request.on('error', reject);
      request.end(initialize);
    });
    expect(rebound).toBe(403);
  } finally {
    server.kill();
  }
});

test('start-up time and memory of the server over the whole site (reported)', async () => {
  test.setTimeout(120_000);
  const started = performance.now();
  const {client, transport} = await connect();
  const connected = performance.now() - started;
  await call(client, 'search_docs', {query: 'ingestion recipe'});
  const firstSearch = performance.now() - started;
  for (const item of queriesOf('heldOut').slice(0, 30)) await call(client, 'search_docs', {query: item.query});
  await call(client, 'get_graphql_type', {name: 'Dataset'});
  await call(client, 'get_source_options', {source: 'snowflake'});
  const status = readFileSync(`/proc/${transport.pid}/status`, 'utf8');
  const peakMiB = Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
  await client.close();
  console.log(
    `docs MCP server: connected in ${connected.toFixed(0)} ms, first search answered at ${firstSearch.toFixed(0)} ms, ` +
      `peak memory ${peakMiB.toFixed(0)} MiB after 30 searches, a GraphQL type and a source's options`,
  );
  expect(peakMiB).toBeGreaterThan(0);
});

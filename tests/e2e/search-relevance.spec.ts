// Reader queries find their page, and identifiers land on the row or heading that defines them, through
// the very client the search modal uses (tests/e2e/support/searchClient.ts), with the modal's result
// pages and the filters of a current docs page.
import {expect, test, type Page} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {installSearchClient, searchHits} from './support/searchClient';
import {FLOORS, HALVES, outcome, queriesOf, report, type Outcome, type Query} from './support/relevance';
import {identifierOf} from '../../src/plugins/search/client/localSearchClient';
import {IDENTIFIER_ANCHOR} from '../../src/plugins/search/indexer/prepare.mjs';

const BUILD = path.resolve(__dirname, '../../build');

/** Where `item` lands through the modal's client. */
async function outcomeOf(page: Page, item: Query): Promise<Outcome> {
  return outcome(
    item,
    (await searchHits(page, item.query)).map((hit) => hit.url),
  );
}

test('reader queries find their page: the tuning half and the held-out half, reported apart', async ({page}) => {
  test.setTimeout(240_000);
  await page.goto('/404.html');
  await installSearchClient(page);
  const rates: Record<string, number> = {};
  const identifiers: Outcome[] = [];
  for (const half of HALVES) {
    const outcomes: Outcome[] = [];
    for (const item of queriesOf(half)) outcomes.push(await outcomeOf(page, item));
    rates[half] = report(`search relevance, ${half}`, outcomes);
    identifiers.push(...outcomes.filter((o) => o.query.kind === 'identifier'));
  }
  const queries = HALVES.flatMap((half) => queriesOf(half).map((item) => item.query.toLowerCase()));
  expect(queries.length).toBeGreaterThanOrEqual(150);
  // A query counted twice would weigh twice (or in both halves, be tuned on and held out at once).
  expect(queries.filter((query, i) => queries.indexOf(query) !== i)).toEqual([]);
  expect(identifiers.length).toBeGreaterThanOrEqual(30);
  expect(identifiers.filter((o) => !o.hit).map((o) => `${o.query.query} -> ${o.urls[0]}`)).toEqual([]);
  expect(rates.tuning).toBeGreaterThanOrEqual(FLOORS.tuning);
  expect(rates.heldOut).toBeGreaterThanOrEqual(FLOORS.heldOut);
});

/**
 * A heading of the GraphQL reference (a type, query or mutation) or of a metamodel entity (an aspect). Groups:
 * the heading's level, its anchor id, the name (a word: headings of several words are not identifiers).
 */
const REFERENCE_HEADING = /<h([23]) class="anchor[^"]*" id="([^"]+)">([^<\s]+)<a /g;

/**
 * Every identifier of the current reference and the page#anchor of each place that defines it: the rows of
 * options, variables and flags, the GraphQL reference's types and root fields, and the entities' aspects.
 */
function referenceIdentifiers(): Map<string, Set<string>> {
  const rows = new Map<string, Set<string>>();
  const add = (name: string, at: string) => {
    if (!rows.has(name)) rows.set(name, new Set());
    rows.get(name)!.add(at);
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '1.1.0') walk(file);
      } else if (entry.name === 'index.html') {
        const route = `/${path.relative(BUILD, dir).split(path.sep).join('/')}`;
        const html = readFileSync(file, 'utf8');
        for (const [, id, name] of html.matchAll(IDENTIFIER_ANCHOR)) {
          // A flag and its negation share a row (`--safe/--nuke`): readers type one of them.
          for (const key of name!.replace(/&amp;/g, '&').split('/')) add(key, `${route}#${id}`);
        }
        const level = route.startsWith('/docs/graphql/')
          ? '2'
          : route.startsWith('/docs/generated/metamodel/entities/')
            ? '3'
            : null;
        for (const [, h, id, name] of level ? html.matchAll(REFERENCE_HEADING) : [])
          if (h === level) add(name!, `${route}#${id}`);
      }
    }
  };
  walk(path.join(BUILD, 'docs'));
  return rows;
}

// Every option, environment variable, CLI flag, GraphQL type or root field and aspect of the current reference
// whose name reads as an identifier (about 4,000), searched by its exact name, opens a row or heading that
// defines it: a flag made of a common word (`--port`, `--query`) and a negation (`--no-verify`) too.
test('every identifier typed exactly opens the row that defines it', async ({page}) => {
  test.setTimeout(300_000);
  const rows = referenceIdentifiers();
  expect(rows.size, 'the reference has identifiers').toBeGreaterThan(3000);
  await page.goto('/404.html');
  await installSearchClient(page);
  const misses: string[] = [];
  // Names that read as identifiers (a plain word such as `env` is searched as a topic).
  const names = [...rows.keys()].filter((name) => identifierOf(name)).sort();
  for (const name of names) {
    const [first] = await searchHits(page, name);
    if (!first || !rows.get(name)!.has(first.url)) misses.push(`${name} -> ${first?.url ?? 'nothing'}`);
  }
  console.log(`identifier search: ${names.length - misses.length}/${names.length} land on their row`);
  expect(names.length).toBeGreaterThan(3000);
  expect(misses).toEqual([]);
});

/**
 * The share of partial names that must find a row holding them: what the search reaches today (1,872 of
 * 1,918). The rest begin longer names that guides name in prose, which rank before the reference that
 * defines them (`DATAHUB_TELEMETRY` finds the Cloud upgrade guide's `DATAHUB_TELEMETRY_ENABLED`).
 */
const PARTIAL_FLOOR = 0.975;

// A reader who remembers the start of a name (`include_column`, `AUTH_OIDC`, `profiling.partition`) types it:
// each identifier without its last part, where that is still an identifier, finds first a page whose rows
// hold it, and the page's hits show such a row.
test('a partial name finds a row that holds it', async ({page}) => {
  test.setTimeout(300_000);
  const partials = new Set<string>();
  for (const name of referenceIdentifiers().keys()) {
    const start = /^(.*[\p{L}\p{N}])[_.-][^_.-]+$/u.exec(name)?.[1];
    if (start && start.length >= 6 && identifierOf(start)) partials.add(start);
  }
  expect(partials.size).toBeGreaterThan(1500);
  await page.goto('/404.html');
  await installSearchClient(page);
  const misses: string[] = [];
  for (const partial of partials) {
    const hits = await searchHits(page, partial);
    const firstPage = hits[0]?.url.split('#')[0];
    const wanted = partial.replace(/^-+/, '').toLowerCase();
    const holds = hits.some(
      (hit) =>
        hit.url.split('#')[0] === firstPage &&
        hit.type === 'lvl2' &&
        (hit.hierarchy.lvl2 ?? '')
          .split(/\s*\/\s*/)
          .some((name) => name.replace(/^-+/, '').toLowerCase().includes(wanted)),
    );
    if (!holds) misses.push(`${partial} -> ${firstPage ?? 'nothing'}`);
  }
  console.log(`partial names: ${partials.size - misses.length}/${partials.size} find a row holding them`);
  expect(1 - misses.length / partials.size, misses.join('\n')).toBeGreaterThanOrEqual(PARTIAL_FLOOR);
});

/**
 * Every field of the GraphQL reference's object, input and interface types as `Type.field` and the section
 * of its type: the rows of each type's own table (not of the argument tables inside them).
 */
function graphqlMembers(): Map<string, string> {
  const members = new Map<string, string>();
  for (const kind of ['objects', 'inputObjects', 'interfaces']) {
    const html = readFileSync(path.join(BUILD, 'docs/graphql', kind, 'index.html'), 'utf8');
    const types = [...html.matchAll(REFERENCE_HEADING)].filter(([, level]) => level === '2');
    types.forEach((heading, i) => {
      const [, , id, name] = heading;
      const section = html.slice(heading.index + heading[0].length, types[i + 1]?.index ?? html.length);
      let depth = 0;
      for (const [tag, field] of section.matchAll(/<table>|<\/table>|<tr><td><p>(\w+)<br/g)) {
        if (tag === '<table>') depth++;
        else if (tag === '</table>') depth--;
        else if (depth === 1) members.set(`${name}.${field}`, `/docs/graphql/${kind}#${id}`);
      }
    });
  }
  return members;
}

// The two fields every entity has, named by the schema's commonest words: their type is past the pages read.
const KNOWN_MEMBER_MISSES = ['Entity.type', 'Entity.urn'];

// A GraphQL field typed as `Type.field` (about 3,300) opens its type's section.
test('every GraphQL field typed as Type.field opens the section of its type', async ({page}) => {
  test.setTimeout(300_000);
  const members = graphqlMembers();
  expect(members.size, 'the GraphQL reference has fields').toBeGreaterThan(3000);
  await page.goto('/404.html');
  await installSearchClient(page);
  const misses: string[] = [];
  for (const [name, section] of members) {
    const [first] = await searchHits(page, name);
    if (first?.url !== section) misses.push(name);
  }
  console.log(`Type.field search: ${members.size - misses.length}/${members.size} open their type`);
  expect(misses.sort()).toEqual(KNOWN_MEMBER_MISSES);
});

// A source's title that names something else first: the guide of that name, the product itself, or the
// RDF source's own guide pages (each defended by a page that answers as well).
const SOURCE_TITLES_ELSEWHERE = ['Business Glossary', 'DataHub', 'RDF'];

// A platform's name is the commonest query: the source page titled with it comes first.
test("each ingestion source's title finds the source's page first", async ({page}) => {
  const dir = path.join(BUILD, 'docs/generated/ingestion/sources');
  const sources = readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const html = readFileSync(path.join(dir, entry.name, 'index.html'), 'utf8');
      const title = html.match(/<h1[^>]*>([^<]*)/)![1]!.replace(/&amp;/g, '&');
      return {title, url: `/docs/generated/ingestion/sources/${entry.name}`};
    });
  expect(sources.length).toBeGreaterThan(80);
  await page.goto('/404.html');
  await installSearchClient(page);
  const elsewhere: string[] = [];
  for (const {title, url} of sources) {
    const [first] = await searchHits(page, title);
    if (first?.url.split('#')[0] !== url) elsewhere.push(title);
  }
  console.log(`source titles: ${sources.length - elsewhere.length}/${sources.length} find their source first`);
  expect(elsewhere.sort()).toEqual(SOURCE_TITLES_ELSEWHERE);
});

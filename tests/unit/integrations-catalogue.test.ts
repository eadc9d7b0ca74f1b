// The /integrations data: every source, card fields only; and the filters the page applies to it.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {DATA_DIR, loadSources} from '../../src/reference/data';
import {CAPABILITY_LABELS} from '../../src/reference/sources';
import {buildCatalogue, type CatalogueSource} from '../../src/plugins/integrations-catalogue/catalogue';
import {isFiltered, knownValue, matchesFilters, NO_FILTERS} from '../../src/pages/integrations/_components/filters';

const sources = loadSources();
const catalogue = buildCatalogue(sources, CAPABILITY_LABELS);

describe('integrations catalogue data', () => {
  test('has one card per data/ingestion-sources file, sorted by name', () => {
    const files = readdirSync(path.join(DATA_DIR, 'ingestion-sources')).filter((f) => f.endsWith('.yaml'));
    assert.equal(catalogue.sources.length, files.length);
    assert.deepEqual(catalogue.sources.map((s) => s.slug).sort(), files.map((f) => f.replace(/\.yaml$/, '')).sort());
    const names = catalogue.sources.map((s) => s.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  test('ships only the fields a card needs, never recipes or config tables', () => {
    for (const card of catalogue.sources) {
      const keys = Object.keys(card).filter((key) => key !== 'badges');
      assert.deepEqual(keys.sort(), ['capabilities', 'category', 'description', 'name', 'slug', 'status']);
    }
    const json = JSON.stringify(catalogue);
    assert.ok(!json.includes('datahub-rest'), 'a recipe leaked into the catalogue');
    assert.ok(json.length < 60_000, `catalogue is ${json.length} bytes`);
  });

  test("carries a source's availability and stage badges only where its data sets them", () => {
    const snowflake = sources.find((s) => s.slug === 'snowflake')!;
    const marked = buildCatalogue(
      [
        {...snowflake, availability: ['cloud'], stage: 'beta'},
        {...snowflake, slug: 'plain', stage: 'deprecated'},
      ],
      CAPABILITY_LABELS,
    ).sources;
    assert.deepEqual(marked.find((s) => s.slug === 'snowflake')!.badges, {availability: ['cloud'], stage: 'beta'});
    assert.deepEqual(marked.find((s) => s.slug === 'plain')!.badges, {stage: 'deprecated'});
    for (const card of catalogue.sources) {
      const source = sources.find((s) => s.slug === card.slug)!;
      assert.equal(card.badges === undefined, source.availability === undefined && source.stage === undefined);
    }
  });

  test('describes each source by the first sentence of its description', () => {
    const snowflake = catalogue.sources.find((s) => s.slug === 'snowflake')!;
    const full = sources.find((s) => s.slug === 'snowflake')!.description.replace(/\s+/g, ' ');
    assert.ok(full.startsWith(snowflake.description));
    assert.ok(snowflake.description.endsWith('.'));
    assert.ok(snowflake.description.length < full.length);
  });

  test('lists exactly the supported capabilities, each with a label', () => {
    for (const source of sources) {
      const card = catalogue.sources.find((s) => s.slug === source.slug)!;
      const supported = Object.entries(source.capabilities)
        .filter(([, c]) => c.supported)
        .map(([key]) => key);
      assert.deepEqual(card.capabilities, supported, source.slug);
    }
    for (const {key, label} of catalogue.capabilities) assert.equal(label, CAPABILITY_LABELS[key], key);
    assert.ok(catalogue.capabilities.some((c) => c.key === 'column_lineage'));
  });

  test('lists each category once, sorted', () => {
    const categories = [...new Set(sources.map((s) => s.category))].sort((a, b) => a.localeCompare(b, 'en'));
    assert.deepEqual(catalogue.categories, categories);
  });
});

describe('integrations filters', () => {
  const card = (fields: Partial<CatalogueSource>): CatalogueSource => ({
    slug: 'example',
    name: 'Example DB',
    category: 'Database',
    status: 'certified',
    description: 'Extracts tables and views from Example DB.',
    capabilities: ['table_lineage', 'usage_stats'],
    ...fields,
  });

  test('no filters match everything', () => {
    assert.equal(matchesFilters(card({}), NO_FILTERS), true);
    assert.equal(isFiltered(NO_FILTERS), false);
    assert.equal(isFiltered({...NO_FILTERS, q: 'x'}), true);
  });

  test('category, capability and status must match exactly', () => {
    assert.equal(matchesFilters(card({}), {...NO_FILTERS, category: 'Database'}), true);
    assert.equal(matchesFilters(card({}), {...NO_FILTERS, category: 'Data Lake'}), false);
    assert.equal(matchesFilters(card({}), {...NO_FILTERS, capability: 'usage_stats'}), true);
    assert.equal(matchesFilters(card({}), {...NO_FILTERS, capability: 'column_lineage'}), false);
    assert.equal(matchesFilters(card({}), {...NO_FILTERS, status: 'testing'}), false);
  });

  test('text matches every word, case-insensitively, in name, slug, category or description', () => {
    assert.equal(matchesFilters(card({}), {...NO_FILTERS, q: 'EXAMPLE views'}), true);
    assert.equal(matchesFilters(card({}), {...NO_FILTERS, q: '  database  '}), true);
    assert.equal(matchesFilters(card({}), {...NO_FILTERS, q: 'example dashboards'}), false);
  });

  test('unknown query-string values are ignored', () => {
    assert.equal(knownValue('Database', ['Database']), 'Database');
    assert.equal(knownValue('Old Category', ['Database']), '');
  });
});

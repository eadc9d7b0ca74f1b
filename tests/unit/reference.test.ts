// The reference data is valid, unique, and renders into MDX-safe pages.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {
  buildSchema,
  isObjectType,
  isInputObjectType,
  isInterfaceType,
  isUnionType,
  isEnumType,
  isScalarType,
} from 'graphql';
import yaml from 'js-yaml';
import {loadEntities, loadReleaseNotes, loadSources, validateData} from '../../src/reference/data';
import {mdxText, cell} from '../../src/reference/mdx';
import {sourcePage, fieldAnchor} from '../../src/reference/sources';
import {entityPage, entityVariantPage} from '../../src/reference/entities';
import {sortNewestFirst} from '../../src/reference/releaseNotes';
import {GRAPHQL_SCHEMA, postProcess} from '../../src/reference/graphql';

const sources = loadSources();
const entities = loadEntities();
const bySlug = new Map(entities.map((e) => [e.slug, e]));

describe('reference data', () => {
  test('every data file validates against its schema and references real entities', () => {
    assert.deepEqual(validateData(), []);
  });

  test('every starter recipe is YAML with a source and a datahub-rest sink', () => {
    for (const source of sources) {
      const recipe = yaml.load(source.recipe) as {source: {type: string}; sink: {type: string}};
      assert.equal(recipe.source.type, source.source_type ?? source.slug, source.slug);
      assert.ok(recipe.sink?.type, `${source.slug} has no sink`);
    }
  });

  test('no two generated pages share a title', () => {
    const titles = [
      ...sources.map((s) => s.name),
      ...entities.map((e) => e.display_name),
      ...loadReleaseNotes().map((n) => `DataHub Cloud ${n.version}`),
    ];
    const duplicates = titles.filter((t, i) => titles.indexOf(t) !== i);
    assert.deepEqual(duplicates, []);
  });
});

describe('generated pages', () => {
  test('prose is escaped for MDX but inline code is kept', () => {
    assert.equal(mdxText('a map<string, string> {x} and `List<T>`'), 'a map\\<string, string\\> \\{x\\} and `List<T>`');
    assert.equal(cell('a | b\nc'), 'a \\| b c');
    assert.equal(fieldAnchor('profiling.enabled'), 'config-profiling-enabled');
  });

  test('a source page has its badge, tabs, field anchors and entity links', () => {
    const snowflake = sources.find((s) => s.slug === 'snowflake')!;
    const page = sourcePage(snowflake, bySlug, 1);
    assert.match(page, /<SupportStatus status="certified" \/>/);
    assert.match(page, /<TabItem value="recipe" label="Starter recipe" default>/);
    assert.match(page, /<span id="config-account-id">`account_id`<\/span>/);
    assert.match(page, /\[Dataset\]\(\.\.\/\.\.\/metamodel\/entities\/dataset\.mdx\)/);
  });

  test('an entity page links the sources that emit it; its variant stays out of the sidebar', () => {
    const dataset = bySlug.get('dataset')!;
    const emitters = sources.filter((s) => s.entities.includes('dataset'));
    const page = entityPage(dataset, bySlug, emitters, 1, false);
    assert.match(page, /## Sources that emit it/);
    assert.match(page, /\[Snowflake\]\(\.\.\/\.\.\/ingestion\/sources\/snowflake\.mdx\)/);
    assert.match(page, /urn:li:dataset:\(urn:li:dataPlatform:snowflake/);
    const variant = entityVariantPage(dataset);
    assert.match(variant, /slug: "\/generated\/metamodel\/entities\/dataset-datahub"/);
    assert.match(variant, /displayed_sidebar: null/);
  });

  test('release notes sort newest first by number', () => {
    const notes = [{slug: 'v_0_2_9'}, {slug: 'v_0_3_1'}, {slug: 'v_0_2_10'}] as Parameters<typeof sortNewestFirst>[0];
    assert.deepEqual(
      sortNewestFirst(notes).map((n) => n.slug),
      ['v_0_3_1', 'v_0_2_10', 'v_0_2_9'],
    );
  });
});

describe('GraphQL schema', {skip: !existsSync(GRAPHQL_SCHEMA) && 'no schema yet'}, () => {
  const schema = () => buildSchema(readFileSync(GRAPHQL_SCHEMA, 'utf8'));

  test('every type, field and argument has an MDX-safe description', () => {
    const missing: string[] = [];
    const unsafe: string[] = [];
    const check = (where: string, description?: string | null) => {
      if (!description) missing.push(where);
      else if (/[<>{}]/.test(description)) unsafe.push(where);
    };
    for (const type of Object.values(schema().getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      check(type.name, type.description);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          check(`${type.name}.${field.name}`, field.description);
          for (const arg of 'args' in field ? field.args : [])
            check(`${type.name}.${field.name}(${arg.name})`, arg.description);
        }
      }
      if (isEnumType(type))
        for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
    assert.deepEqual({missing, unsafe}, {missing: [], unsafe: []});
  });

  test('post-processing makes the plugin output valid MDX and links entities', () => {
    const out = postProcess(
      'objects',
      '---\nid: objects\n---\n\n<!-- generated -->\n\n## Dataset\n\nA<br>B\n',
      entities,
    );
    assert.match(out, /^---\ndescription: /);
    assert.match(out, /\{\/\* generated \*\/\}/);
    assert.match(out, /A<br \/>B/);
    assert.match(out, /Entity reference: \[Dataset\]\(\/docs\/generated\/metamodel\/entities\/dataset\)/);
  });

  test(
    'every named type has a section on its page after generation',
    {skip: !existsSync('docs/graphql/objects.mdx') && 'run npm run generate first'},
    () => {
      const pages: Record<string, string> = {};
      const page = (kind: string) => (pages[kind] ??= readFileSync(`docs/graphql/${kind}.mdx`, 'utf8'));
      const missing: string[] = [];
      const s = schema();
      for (const type of Object.values(s.getTypeMap())) {
        if (type.name.startsWith('__') || [s.getQueryType(), s.getMutationType()].includes(type as never)) continue;
        const kind = isObjectType(type)
          ? 'objects'
          : isInputObjectType(type)
            ? 'inputObjects'
            : isInterfaceType(type)
              ? 'interfaces'
              : isUnionType(type)
                ? 'unions'
                : isEnumType(type)
                  ? 'enums'
                  : isScalarType(type)
                    ? 'scalars'
                    : '';
        if (!new RegExp(`^## ${type.name}$`, 'm').test(page(kind))) missing.push(`${kind}: ${type.name}`);
      }
      assert.deepEqual(missing, []);
    },
  );
});

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
import {
  loadCli,
  loadConfigTypes,
  loadEntities,
  loadEnvironmentVariables,
  loadReleaseNotes,
  loadSources,
  validateData,
  type CliReference,
  type EnvironmentVariables,
} from '../../src/reference/data';
import {cliReferencePage, optionAnchor} from '../../src/reference/cli';
import {environmentVariablesPage} from '../../src/reference/environmentVariables';
import {coverageReport, formatReport} from '../../src/reference/coverage';
import {mdxText, cell} from '../../src/reference/mdx';
import {sourcePage, fieldAnchor, expandOptions} from '../../src/reference/sources';
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

  test('a source page has its badge, recipe, self-linking option anchors and entity links', () => {
    const snowflake = sources.find((s) => s.slug === 'snowflake')!;
    const page = sourcePage(snowflake, bySlug, 1, loadConfigTypes().types);
    assert.match(page, /<SupportStatus status="certified" \/>/);
    assert.match(page, /```yaml\nsource:\n {2}type: snowflake/);
    assert.match(
      page,
      /<Link id="config-account-id" to="#config-account-id">`account_id`<\/Link> \| `string` \| {2}\| \*\*Required\.\*\*/,
    );
    assert.match(page, /\[Dataset\]\(\.\.\/\.\.\/metamodel\/entities\/dataset\.mdx\)/);
    // Badges only where the data sets them; then as the front matter page-badges reads.
    assert.doesNotMatch(page.split('\n---\n')[0], /availability|stage/);
    const marked = sourcePage({...snowflake, availability: ['self-hosted', 'cloud'], stage: 'beta'}, bySlug, 1);
    assert.match(marked, /\navailability: \["self-hosted","cloud"\]\nstage: "beta"\n---/);
  });

  test('an AllowDenyPattern option gains allow, deny and ignoreCase rows, with the defaults it overrides', () => {
    const {types} = loadConfigTypes();
    const rows = expandOptions(
      [
        {
          name: 'schema_pattern',
          type: 'AllowDenyPattern',
          required: false,
          default: {deny: ['^sys$']},
          description: 'x'.repeat(10),
        },
        {name: 'env', type: 'string', required: false, description: 'y'.repeat(10)},
      ],
      types,
    );
    assert.deepEqual(
      rows.map((r) => [r.name, JSON.stringify(r.default)]),
      [
        ['schema_pattern', '{"deny":["^sys$"]}'],
        ['schema_pattern.allow', '[".*"]'],
        ['schema_pattern.deny', '["^sys$"]'],
        ['schema_pattern.ignoreCase', 'true'],
        ['env', undefined],
      ],
    );
  });

  test('two options that would share an anchor stop the generator', () => {
    const snowflake = sources.find((s) => s.slug === 'snowflake')!;
    const twin = {...snowflake.config[0], name: snowflake.config[0].name.replace(/_/g, '.')};
    assert.notEqual(twin.name, snowflake.config[0].name);
    assert.throws(() => sourcePage({...snowflake, config: [...snowflake.config, twin]}, bySlug, 1), /share anchors/);
  });

  test('the environment variables page gives every variable one anchor, in its component or under shared', () => {
    const data = loadEnvironmentVariables();
    const page = environmentVariablesPage(data);
    for (const v of data.variables)
      assert.equal(page.split(` id="${v.name}"`).length - 1, 1, `${v.name} should have exactly one anchor`);
    const sample: EnvironmentVariables = {
      source: {repository: 'datahub-project/datahub', release: 'v9.9.9', files: [{path: 'a.yaml'}]},
      components: [
        {id: 'gms', name: 'Metadata service (GMS)', description: 'The backend.'},
        {id: 'mce-consumer', name: 'MCE consumer (proposals)', description: 'The consumer.'},
      ],
      variables: [
        {
          name: 'ONLY_GMS',
          components: ['gms'],
          group: 'Kafka',
          type: 'string',
          default: '',
          description: 'd',
          defined_in: 'a',
        },
        {
          name: 'BOTH',
          components: ['gms', 'mce-consumer'],
          group: 'Kafka',
          type: 'boolean',
          default: 'true',
          config_key: 'kafka.x',
          description: 'd',
          defined_in: 'a',
          deprecated: 'Use ONLY_GMS.',
        },
      ],
    };
    const small = environmentVariablesPage(sample);
    assert.match(
      small,
      /## Shared by several components \{#shared\}[\s\S]*\| <Link id="BOTH" to="#BOTH">`BOTH`<\/Link> \| boolean \| `true` \| Metadata service, MCE consumer \| \*\*Deprecated\.\*\* Use ONLY_GMS\. d Property `kafka\.x`\. \|/,
    );
    assert.match(
      small,
      /## Metadata service \(GMS\) \{#gms\}[\s\S]*\| <Link id="ONLY_GMS" to="#ONLY_GMS">`ONLY_GMS`<\/Link> \| string \| empty \| d \|/,
    );
    assert.match(small, /start scripts \(DataHub v9\.9\.9\)\./);
  });

  test('the CLI reference anchors every command and option and links the variables commands use', () => {
    const data = loadCli();
    const page = cliReferencePage(data);
    assert.match(page, /^## datahub docker \{#datahub-docker\}$/m);
    assert.match(page, /^### datahub docker quickstart \{#datahub-docker-quickstart\}$/m);
    assert.equal(
      optionAnchor(['datahub', 'docker', 'quickstart'], {flags: ['-v', '--version']}),
      'datahub-docker-quickstart--version',
    );
    assert.match(page, /<Link id="datahub-docker-quickstart--version" to="#datahub-docker-quickstart--version">/);
    const broken: CliReference = {
      ...data,
      environment: [{name: 'X_VAR', description: 'something', role: 'read', used_by: ['datahub nothing']}],
    };
    assert.throws(() => cliReferencePage(broken), /X_VAR is used by unknown command "datahub nothing"/);
  });

  test('the coverage report counts every area from the data', () => {
    const text = formatReport(coverageReport());
    assert.match(text, new RegExp(`^ {2}${loadEnvironmentVariables().variables.length} variables$`, 'm'));
    assert.match(text, new RegExp(`^ {2}${sources.length} sources, \\d+ options`, 'm'));
    assert.match(text, /^CLI \(DataHub [^)]+\)\n {2}\d+ commands \(\d+ top-level\), \d+ options/m);
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

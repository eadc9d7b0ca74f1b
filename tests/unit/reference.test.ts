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
import {automaticLineagePage, sourcePage, fieldAnchor, expandOptions} from '../../src/reference/sources';
import {collectCells, fastInlineHtml, htmlTable, inlineHtml, parsedInline} from '../../src/reference/htmlTable';
import {entityPage, entityVariantPage} from '../../src/reference/entities';
import {sortNewestFirst} from '../../src/reference/releaseNotes';
import {GRAPHQL_SCHEMA, postProcess} from '../../src/reference/graphql';

const sources = loadSources();
/** A generated page with its tables' HTML as it renders (their `html` attribute decoded). */
const readable = (page: string) =>
  page.replace(
    / html="([^"]*)"/g,
    (_, html: string) => ` html="${html.replace(/&quot;/g, '"').replace(/&amp;/g, '&')}"`,
  );
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
      readable(page),
      /<tr><td><a href="#config-account-id" id="config-account-id"><code>account_id<\/code><\/a><\/td><td><code>string<\/code><\/td><td><\/td><td><strong>Required\.<\/strong>/,
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
    const page = readable(environmentVariablesPage(data));
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
    const small = readable(environmentVariablesPage(sample));
    assert.match(
      small,
      /## Shared by several components \{#shared\}[\s\S]*<tr><td><a href="#BOTH" id="BOTH"><code>BOTH<\/code><\/a><\/td><td>boolean<\/td><td><code>true<\/code><\/td><td>Metadata service, MCE consumer<\/td><td><strong>Deprecated\.<\/strong> Use ONLY_GMS\. d Property <code>kafka\.x<\/code>\.<\/td><\/tr>/,
    );
    assert.match(
      small,
      /## Metadata service \(GMS\) \{#gms\}[\s\S]*<tr><td><a href="#ONLY_GMS" id="ONLY_GMS"><code>ONLY_GMS<\/code><\/a><\/td><td>string<\/td><td>empty<\/td><td>d<\/td><\/tr>/,
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
    assert.match(
      readable(page),
      /<a href="#datahub-docker-quickstart--version" id="datahub-docker-quickstart--version">/,
    );
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

describe('tables written as HTML', () => {
  test('a cell renders as MDX rendered it in a Markdown table', () => {
    for (const [markdown, html] of [
      [
        '**Required.** Name of the `db` \\| `x\\|y`, such as "a" & \\<b\\>.',
        '<strong>Required.</strong> Name of the <code>db</code> | <code>x|y</code>, such as &quot;a&quot; &amp; &lt;b&gt;.',
      ],
      ['<a href="#config-env" id="config-env">`env`</a>', '<a href="#config-env" id="config-env"><code>env</code></a>'],
      [
        'See [the CLI](/docs/cli#datahub-init) or [DataHub](https://datahub.com).',
        'See <a href="/docs/cli#datahub-init">the CLI</a> or <a href="https://datahub.com" target="_blank" rel="noopener noreferrer">DataHub</a>.',
      ],
      [
        'Served on http://localhost:8080 by default.',
        'Served on <a href="http://localhost:8080" target="_blank" rel="noopener noreferrer">http://localhost:8080</a> by default.',
      ],
      ["It's ~/.datahubenv, not *this*.", 'It&#x27;s ~/.datahubenv, not <em>this</em>.'],
    ]) {
      assert.equal(inlineHtml(markdown), html, markdown);
      assert.equal(parsedInline(markdown), html, markdown);
    }
    assert.throws(() => inlineHtml('[Dataset](../entities/dataset.mdx)'), /write the page's URL/);
    assert.equal(
      htmlTable(['A', 'B'], [['`x`', 'say "hi" & go']]),
      '<ReferenceTable rows={2} html="<thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td><code>x</code></td><td>say &amp;quot;hi&amp;quot; &amp;amp; go</td></tr></tbody>" />',
    );
  });

  test('every cell of the reference renders the same by the fast way as by the parser, and holds no stray emphasis', () => {
    const {types} = loadConfigTypes();
    const cells = collectCells(() => {
      sources.forEach((source, i) => sourcePage(source, bySlug, i + 1, types));
      automaticLineagePage(sources);
      entities.forEach((entity, i) => entityPage(entity, bySlug, [], i + 1, true));
      cliReferencePage(loadCli());
      environmentVariablesPage(loadEnvironmentVariables());
    });
    const unique = [...new Set(cells)];
    let fast = 0;
    for (const cell of unique) {
      const parsed = parsedInline(cell);
      // The data's prose is plain text and code: emphasis there is a name (`__TABLES__`, `**/tmp/**`) that
      // Markdown ate. The generator writes only its labels (`**Required.**`) in bold.
      assert.doesNotMatch(parsed.replace(/^<strong>[A-Za-z ]+[.:]?<\/strong>/, ''), /<(em|strong|del)>/, cell);
      const html = fastInlineHtml(cell);
      if (html === undefined) continue;
      fast++;
      assert.equal(html, parsed, cell);
    }
    assert.ok(unique.length > 5000, `${unique.length} cells`);
    // The fast way is the point: the parser costs seconds over the whole reference.
    assert.ok(fast / unique.length > 0.95, `${fast} of ${unique.length} cells rendered the fast way`);
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

  test("post-processing writes the plugin's tables as the HTML MDX rendered for them", () => {
    const table = [
      '<table>',
      '<thead><tr><th>Name</th><th>Description</th></tr></thead>',
      '<tbody>',
      '<tr>',
      '<td>',
      'urn<br />',
      '<a href="scalars#string"><code>String!</code></a>',
      '</td>',
      '<td>',
      '<blockquote>Deprecated: use `id` & "more"</blockquote>',
      '',
      '<p>The <code>urn</code>.</p>',
      '<p style={{ marginBottom: "0.4em" }}><strong>Arguments</strong></p>',
      '<table>',
      '<thead><tr><th>Name</th></tr></thead>',
      '<tbody><tr><td>',
      'x<br />',
      '</td></tr></tbody>',
      '</table>',
      '</td>',
      '</tr>',
      '</tbody>',
      '</table>',
    ].join('\n');
    const out = postProcess('objects', `---\nid: objects\n---\n\n## Thing\n\n${table}\n\n## Other\n`, []);
    // Markup the tokenizer does not know stops the generator rather than reaching the page wrong.
    for (const odd of ['<table><tr><td>a < b</td></tr></table>', '<table><tr><td>&hellip;</td></tr></table>'])
      assert.throws(() => postProcess('objects', `---\nid: objects\n---\n\n${odd}\n`, []), /cannot read|not read here/);
    assert.match(out, /^---\n[\s\S]*\n---\n\nimport ReferenceTable from '@theme\/ReferenceTable';\n/);
    const [, rows, html] = out.match(/\n<ReferenceTable rows=\{(\d+)\} html="([^"\n]*)" \/>\n\n## Other/)!;
    assert.equal(rows, '4');
    assert.equal(
      html
        .replace(/&#10;/g, '\n')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
      '<thead><tr><th>Name</th><th>Description</th></tr></thead><tbody><tr>' +
        '<td><p>urn<br/>\n<a href="scalars#string"><code>String!</code></a></p></td>' +
        '<td><blockquote>Deprecated: use <code>id</code> &amp; &quot;more&quot;</blockquote><p>The <code>urn</code>.</p>' +
        '<p style="margin-bottom:0.4em"><strong>Arguments</strong></p>' +
        '<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td><p>x<br/></p></td></tr></tbody></table></td>' +
        '</tr></tbody>',
    );
  });

  test("post-processing writes the blocks between an entry's heading and its table as the table's intro, as MDX rendered them", async () => {
    const intro = [
      'Entity reference: [Access Token](/docs/generated/metamodel/entities/datahubaccesstoken).',
      'Facet counts returned by `aggregateAcrossEntities`, **bold** and _emphasis_ & more.',
      '<p style={{ marginBottom: "0.4em" }}><strong>Implements</strong></p>',
      '- [Entity](interfaces#entity)\n- [Ownable](interfaces#ownable)',
      '<p style={{ marginBottom: "0.4em" }}><strong>Fields</strong></p>',
    ].join('\n\n');
    const table =
      '<table>\n<thead><tr><th>Name</th></tr></thead>\n<tbody><tr><td>\nx<br />\n</td></tr></tbody>\n</table>';
    const page = (before: string) => `---\nid: objects\n---\n\n## Thing\n\n${before}\n\n${table}\n\n## Other\n`;
    const out = postProcess('objects', page(intro), []);
    const [, written] = out.match(
      /\n## Thing\n\n<ReferenceTable rows=\{2\} intro="([^"\n]*)" html="[^"\n]*" \/>\n\n## Other/,
    )!;
    const html = written
      .replace(/&#10;/g, '\n')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    // What MDX renders for the same blocks, its JSX labels included.
    const {evaluate} = await import('@mdx-js/mdx');
    const runtime = await import('react/jsx-runtime');
    const {renderToStaticMarkup} = await import('react-dom/server');
    const {createElement} = await import('react');
    const {default: Content} = await evaluate(intro, {...runtime});
    assert.equal(html, renderToStaticMarkup(createElement(Content)));
    // A link to another site opens in a new tab, as the site's Link makes it.
    const external = postProcess('scalars', page('See [IEEE 754](https://en.wikipedia.org/wiki/IEEE_754).'), []);
    assert.match(
      external,
      /intro="<p>See <a href=&quot;https:\/\/en\.wikipedia\.org\/wiki\/IEEE_754&quot; target=&quot;_blank&quot; rel=&quot;noopener noreferrer&quot;>IEEE 754<\/a>\.<\/p>"/,
    );
    // A heading right above the table: no intro. Blocks the intro does not render stop the generator.
    assert.match(postProcess('objects', page(''), []), /\n## Thing\n+<ReferenceTable rows=\{2\} html=/);
    for (const odd of ['> Deprecated: no', '1. first', '<details>x</details>', '```\ncode\n```'])
      assert.throws(() => postProcess('objects', page(odd), []), /does not read/, odd);
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

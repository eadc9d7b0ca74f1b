// The content check reports each rule with file, line and rule name.
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import yaml from 'js-yaml';
import path from 'node:path';
import {collectFiles, lintFiles, routeOf} from '../../src/content-check/index.mjs';
import {freezeReference} from '../../scripts/cut-version';

type Problem = {file: string; line: number; rule: string; message: string; severity?: 'warning'};

const root = mkdtempSync(path.join(__dirname, '..', '.tmp-lint-'));
after(() => rmSync(root, {recursive: true, force: true}));

const prose = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ') + '.';
const front = (extra = '') => `---\ntitle: Page\ndescription: One sentence.\n${extra}---\n\n`;

function lint(files: Record<string, string>): Problem[] {
  const dir = mkdtempSync(path.join(root, 'case-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'docs', name)), {recursive: true});
    writeFileSync(path.join(dir, 'docs', name), content);
  }
  return lintFiles(collectFiles([path.join(dir, 'docs')])).problems;
}
const rules = (problems: Problem[]) => problems.map((p) => p.rule).sort();

describe('content check', () => {
  test('a complete page passes', () => {
    assert.deepEqual(lint({'ok.md': front() + `## Intro\n\n${prose(260)}\n\n\`\`\`yaml\na: 1\n\`\`\`\n`}), []);
  });

  test('front matter: missing keys and unknown keys', () => {
    const problems = lint({'a.md': `---\ntitle: A\ncolour: red\n---\n\n${prose(260)}\n`});
    assert.deepEqual(rules(problems), ['front-matter', 'front-matter']);
    assert.match(problems.map((p) => p.message).join(), /missing `description`/);
    assert.match(problems.map((p) => p.message).join(), /unknown key `colour`/);
  });

  test('too few words, placeholders, code without language, bad YAML and JSON', () => {
    const body = 'TODO: write this.\n\n```\nplain\n```\n\n```yaml\na: [1\n```\n\n```json\n{"a": 1,}\n```\n';
    const problems = lint({'a.md': front() + body});
    assert.deepEqual(rules(problems), ['code-language', 'code-parse', 'code-parse', 'placeholder', 'word-count']);
    const placeholder = problems.find((p) => p.rule === 'placeholder')!;
    assert.equal(placeholder.line, 6);
    assert.match(placeholder.file, /a\.md$/);
  });

  test('headings: skipped level, two h1s, h1 different from the title', () => {
    const problems = lint({'a.md': front() + `# Other\n\n# Page\n\n#### Deep\n\n${prose(260)}\n`});
    assert.deepEqual(rules(problems), ['heading', 'heading', 'heading']);
  });

  test('a paragraph of 30+ words on two pages of the same version', () => {
    const shared = prose(35);
    const problems = lint({
      'a.md': front() + `${shared}\n\n${prose(260)}\n`,
      'b.md': front() + `${shared}\n\n${prose(260).replace(/word/g, 'term')}\n`,
    });
    assert.deepEqual(rules(problems), ['duplicate-paragraph']);
  });

  test('index pages link every child with a sentence each', () => {
    const child = front() + prose(260);
    const problems = lint({
      'section.md': front() + 'Read [the first child](section/one.md) for setup.\n',
      'section/one.md': child,
      'section/two.md': child.replace(/word0/g, 'other0'),
    });
    assert.deepEqual(rules(problems), ['index-links', 'index-prose']);
  });

  test('tabs of a shared choice need their group, so the choice carries across pages', () => {
    const tabs = (open: string, values: string[]) =>
      `${open}\n${values.map((v) => `<TabItem value="${v}" label="${v}">\n\n${v} text.\n\n</TabItem>`).join('\n')}\n</Tabs>\n`;
    const body = (extra: string) => front() + `${prose(260)}\n\n${extra}`;
    const problems = lint({
      'ungrouped.mdx': body(tabs('<Tabs>', ['graphql', 'python'])),
      'wrong.mdx': body(tabs('<Tabs groupId="languages">', ['python', 'openapi'])).replace(/word/g, 'wrong'),
      'mixed.mdx': body(tabs('<Tabs groupId="api">', ['python', 'linux'])).replace(/word/g, 'mixed'),
      'grouped.mdx': body(tabs('<Tabs groupId="api">', ['python', 'curl'])).replace(/word/g, 'grouped'),
      'other.mdx': body(tabs('<Tabs>', ['recipe', 'config'])).replace(/word/g, 'other'),
    });
    assert.deepEqual(
      problems.map((p) => `${path.basename(p.file)}:${p.line} ${p.rule}: ${p.message}`),
      [
        'mixed.mdx:8 tabs: tabs mix the choices of groups api and os (python, linux)',
        'ungrouped.mdx:8 tabs: tabs offering graphql, python need groupId="api", so the reader\'s choice carries across pages',
        'wrong.mdx:8 tabs: tabs offering python, openapi need groupId="api" (not "languages"), so the reader\'s choice carries across pages',
      ],
    );
  });

  test('MDX syntax errors are reported with their line', () => {
    const problems = lint({'a.mdx': front() + 'Text with a stray { brace.\n'});
    assert.equal(problems[0].rule, 'syntax');
    assert.ok(problems[0].line >= 5);
  });

  test('two pages with the same route', () => {
    const problems = lint({
      'a.md': front('slug: /same\n') + prose(260),
      'b.md': front('slug: /same\n') + prose(260).replace(/word/g, 'term'),
    });
    assert.deepEqual(rules(problems), ['duplicate-slug']);
  });

  test('routes follow the file path unless a slug is set', () => {
    assert.equal(routeOf('docs/api/intro.md', null), '/api/intro');
    assert.equal(routeOf('versioned_docs/version-1.1.0/api/intro.md', 'start'), '/api/start');
    assert.equal(routeOf('docs/api/intro.md', '/top'), '/top');
  });

  describe('CLI invocations are held to data/cli.yaml', () => {
    const page = (code: string, meta = '') =>
      front() + `${prose(260)}\n\n\`\`\`shell${meta ? ` ${meta}` : ''}\n${code}\n\`\`\`\n`;
    const cliProblems = (problems: Problem[]) => problems.filter((p) => p.rule === 'cli');

    test('a real command with real options, continued over lines, passes', () => {
      const code =
        'datahub docker quickstart \\\n  --version v1.2.0 --dump-logs-on-failure\ndatahub ingest -c recipe.yml --dry-run';
      assert.deepEqual(cliProblems(lint({'a.md': page(code)})), []);
    });

    test('an unknown option is reported on its line with the closest real one', () => {
      const problems = cliProblems(lint({'a.md': page('echo start\ndatahub docker quickstart --dump-log-on-failure')}));
      assert.equal(problems.length, 1);
      assert.equal(problems[0].line, 10); // 4 lines of front matter, a blank, the prose, a blank, the fence, echo
      assert.equal(
        problems[0].message,
        '`datahub docker quickstart` has no option `--dump-log-on-failure` (did you mean `--dump-logs-on-failure`?)',
      );
    });

    test('an unknown subcommand is reported with the closest real one', () => {
      const [problem] = cliProblems(lint({'a.md': page('datahub check metadata-fil data.json')}));
      assert.equal(problem.message, '`datahub check` has no command `metadata-fil` (did you mean `metadata-file`?)');
    });

    test('options of a default subcommand are accepted on its group', () => {
      assert.deepEqual(cliProblems(lint({'a.md': page('datahub delete --urn "urn:li:corpuser:ana" --hard')})), []);
    });

    test('a group run without its command is reported in a block, not when prose names it', () => {
      const [problem] = cliProblems(lint({'a.md': page('datahub iceberg')}));
      assert.match(problem.message, /^`datahub iceberg` needs a command: create/);
      const prosePage = front() + `${prose(260)} The \`datahub iceberg\` group manages warehouses.\n`;
      assert.deepEqual(cliProblems(lint({'b.md': prosePage})), []);
    });

    test('inline code in prose is checked too', () => {
      const prosePage = front() + `${prose(260)} Run \`datahub ingest -c x.yml --preview-workunit 5\` first.\n`;
      const [problem] = cliProblems(lint({'a.md': prosePage}));
      assert.match(problem.message, /has no option `--preview-workunit` \(did you mean `--preview-workunits`\?\)/);
    });

    test('a flag named in the paragraph after a block must be an option of its commands or of datahub itself', () => {
      const block = 'datahub ingest rollback --run-id abc --dry-run';
      const after = (text: string) => `${page(block)}\n${text}\n`;
      const [problem] = cliProblems(lint({'a.md': after('Reports go elsewhere with `--reports-dir`.')}));
      assert.match(
        problem.message,
        /^`datahub ingest rollback` has no option `--reports-dir` \(did you mean `--report-dir`\?\)/,
      );
      assert.deepEqual(
        cliProblems(lint({'b.md': after('Change it with `--report-dir`; add `--nuke`, or `--debug`.')})),
        [],
      );
      // Another tool's block, or a paragraph further down, is not read this way.
      assert.deepEqual(cliProblems(lint({'c.md': `${page('docker run --rm x')}\nThen \`--reports-dir\`.\n`})), []);
      assert.deepEqual(cliProblems(lint({'d.md': after('Text.\n\nLater, `--reports-dir`.')})), []);
    });

    test('a block marked not-in-reference is skipped and counted', () => {
      const dir = mkdtempSync(path.join(root, 'case-'));
      mkdirSync(path.join(dir, 'docs'));
      writeFileSync(path.join(dir, 'docs', 'a.md'), page('datahub search --where "x"', 'not-in-reference'));
      const result = lintFiles(collectFiles([path.join(dir, 'docs')]));
      assert.deepEqual(cliProblems(result.problems), []);
      assert.equal(result.examples.marked, 1);
    });

    test('an archived version with frozen reference data is held to it; what only the current data accepts warns', () => {
      const dir = mkdtempSync(path.join(root, 'case-'));
      const version = path.join(dir, 'versioned_docs', 'version-1.0.0');
      mkdirSync(version, {recursive: true});
      freezeReference(version);
      // The frozen CLI lacks a flag the current one has: a page of the version using it shows a newer CLI.
      const cliFile = path.join(version, '_reference', 'cli.yaml');
      type Command = {name: string; commands?: Command[]; options?: {flags: string[]}[]};
      const cli = yaml.load(readFileSync(cliFile, 'utf8')) as {commands: Command[]};
      const find = (command: Command, names: string[]): Command =>
        names.length ? find(command.commands!.find((c) => c.name === names[0])!, names.slice(1)) : command;
      const quickstart = find(cli.commands[0], ['docker', 'quickstart']);
      quickstart.options = quickstart.options!.filter((o) => !o.flags.includes('--dump-logs-on-failure'));
      writeFileSync(cliFile, yaml.dump(cli));
      writeFileSync(
        path.join(version, 'a.md'),
        page('datahub docker quickstart --dump-logs-on-failure\ndatahub docker quickstart --no-such-flag'),
      );
      const problems = cliProblems(lintFiles(collectFiles([path.join(dir, 'versioned_docs')])).problems);
      assert.deepEqual(
        problems.map((p) => [p.line, p.severity ?? 'error']),
        [
          [9, 'warning'],
          [10, 'error'],
        ],
      );
    });

    test('in an archived version a mismatch is a warning', () => {
      const dir = mkdtempSync(path.join(root, 'case-'));
      mkdirSync(path.join(dir, 'versioned_docs', 'version-1.0.0'), {recursive: true});
      writeFileSync(
        path.join(dir, 'versioned_docs', 'version-1.0.0', 'a.md'),
        page('datahub docker quickstart --no-such-flag'),
      );
      const [problem] = cliProblems(lintFiles(collectFiles([path.join(dir, 'versioned_docs')])).problems);
      assert.equal(problem.severity, 'warning');
    });
  });

  describe('GraphQL blocks are held to data/graphql/schema.graphql', () => {
    const page = (code: string, meta = '', after = '') =>
      front() + `${prose(260)}\n\n\`\`\`graphql${meta ? ` ${meta}` : ''}\n${code}\n\`\`\`\n${after}`;
    const gqlProblems = (problems: Problem[]) => problems.filter((p) => p.rule === 'graphql');
    const operation =
      'query getDataset($urn: String!) {\n  dataset(urn: $urn) {\n    urn\n    properties {\n      name\n    }\n  }\n}';

    test('a valid operation with matching variables passes', () => {
      const variables =
        '\nWith these variables:\n\n```json\n{"urn": "urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)"}\n```\n';
      assert.deepEqual(gqlProblems(lint({'a.md': page(operation, '', variables)})), []);
    });

    test('a misspelled field is reported on its line with the closest real one', () => {
      const problems = gqlProblems(
        lint({'a.md': page(operation.replace('    urn\n', '    urn\n    platfrom {\n      name\n    }\n'))}),
      );
      assert.deepEqual(
        problems.map((p) => [p.line, p.message]),
        [[12, 'Cannot query field "platfrom" on type "Dataset". Did you mean "platform"?']],
      );
    });

    test('an unknown argument, a wrong argument type and a missing required argument', () => {
      const messages = gqlProblems(
        lint({'a.md': page('{\n  dataset(urns: "x") {\n    urn\n  }\n  corpUser(urn: 5) {\n    urn\n  }\n}')}),
      ).map((p) => p.message);
      assert.deepEqual(messages.sort(), [
        'Field "dataset" argument "urn" of type "String!" is required, but it was not provided.',
        'String cannot represent a non string value: 5',
        'Unknown argument "urns" on field "Query.dataset". Did you mean "urn"?',
      ]);
    });

    test('variables beside an operation must be the ones it declares, of their types', () => {
      const variables = '\n```json\n{"urm": "urn:li:corpuser:ana"}\n```\n';
      const problems = gqlProblems(lint({'a.md': page(operation, '', variables)}));
      assert.deepEqual(problems.map((p) => p.message).sort(), [
        'required variable "$urn" (String!) is missing',
        'variable "urm" is not declared by the operation (did you mean `urn`?)',
      ]);
      assert.equal(problems[0].line, 19); // the JSON block's fence
      const typed = gqlProblems(lint({'b.md': page(operation, '', '\n```json\n{"urn": 42}\n```\n')}));
      assert.deepEqual(
        typed.map((p) => p.message),
        ['variable "urn": String cannot represent a non string value: 42'],
      );
    });

    test('a response shown after an operation is not taken for its variables', () => {
      assert.deepEqual(
        gqlProblems(lint({'a.md': page(operation, '', '\n```json\n{"data": {"dataset": null}}\n```\n')})),
        [],
      );
    });

    test('fragments and schema excerpts are checked as what their meta says', () => {
      const fragment = 'fragment owners on Dataset {\n  ownership {\n    owners {\n      type\n    }\n  }\n}';
      assert.match(gqlProblems(lint({'a.md': page(fragment)}))[0].message, /mark it `fragment`/);
      assert.deepEqual(gqlProblems(lint({'b.md': page(fragment, 'fragment')})), []);
      const excerpt = 'type Dataset {\n  urn: String!\n  nmae: String\n}\nenum FabricType {\n  PROD\n  PRODD\n}';
      assert.deepEqual(
        gqlProblems(lint({'c.md': page(excerpt, 'schema')})).map((p) => [p.line, p.message]),
        [
          [11, '"Dataset" has no field "nmae" (did you mean `name`?)'],
          [15, 'enum "FabricType" has no value "PRODD" (did you mean `PROD`?)'],
        ],
      );
      assert.match(gqlProblems(lint({'d.md': page(excerpt)}))[0].message, /mark the block `schema`/);
    });

    test('a block that does not parse is reported at the error', () => {
      const [problem] = gqlProblems(lint({'a.md': page('query {\n  dataset(urn: "x") {\n    urn\n')}));
      assert.equal(problem.line, 12); // the end of the block, where the closing braces are missing
      assert.match(problem.message, /^Syntax Error: Expected Name, found <EOF>/);
    });
  });

  describe('environment variables are held to data/environment-variables.yaml', () => {
    const page = (body: string) => front() + `${prose(260)}\n\n${body}\n`;
    const envProblems = (problems: Problem[]) => problems.filter((p) => p.rule === 'env');

    test('DataHub variables set in shell, compose and Helm blocks must exist, with the closest real one', () => {
      const shell =
        '```shell\nexport DATAHUB_GMS_URL=http://localhost:8080\nexport DATAHUB_GMS_URLL=http://localhost:8080\n```';
      const compose = '```yaml\nenvironment:\n  - ELASTICSEARCH_HOSTT=elasticsearch\n```';
      const helm = '```yaml\nextraEnvs:\n  - name: METADATA_SERVICE_AUTH_ENABLEDD\n    value: "true"\n```';
      assert.deepEqual(
        envProblems(lint({'a.md': page(shell), 'b.md': page(compose), 'c.md': page(helm)})).map((p) => [
          path.basename(p.file),
          p.line,
          p.message,
        ]),
        [
          [
            'a.md',
            10,
            '`DATAHUB_GMS_URLL` is not an environment variable of DataHub (did you mean `DATAHUB_GMS_URL`?)',
          ],
          [
            'b.md',
            10,
            '`ELASTICSEARCH_HOSTT` is not an environment variable of DataHub (did you mean `ELASTICSEARCH_HOST`?)',
          ],
          [
            'c.md',
            10,
            '`METADATA_SERVICE_AUTH_ENABLEDD` is not an environment variable of DataHub (did you mean `METADATA_SERVICE_AUTH_ENABLED`?)',
          ],
        ],
      );
    });

    test("the reader's own variables and other software's are not DataHub's to check", () => {
      const shell =
        '```shell\nexport DATAHUB_TOKEN=abc\ncurl -H "Authorization: Bearer $DATAHUB_TOKEN" http://localhost:8080\n' +
        'export SNOWFLAKE_PASSWORD=secret\nKAFKA_HEAP_OPTS=-Xmx1G kafka-server-start.sh\n' +
        'SPRING_KAFKA_PROPERTIES_SASL_MECHANISM=PLAIN\n```';
      assert.deepEqual(envProblems(lint({'a.md': page(shell)})), []);
    });

    test('inline code is checked where the sentence speaks of variables', () => {
      const problems = envProblems(
        lint({
          'a.md': page('Set the environment variable `METADATA_SERVICE_AUTH_ENABLEDD` to `true`.'),
          'b.md': page('The enum value `METADATA_SERVICE_AUTH_ENABLEDD` is unrelated.'),
        }),
      );
      assert.deepEqual(
        problems.map((p) => path.basename(p.file)),
        ['a.md'],
      );
    });

    test('a default stated in a sentence or a table must be the catalogue one', () => {
      const sentence = '`REST_API_AUTHORIZATION_ENABLED` defaults to `false`, so REST calls are not checked.';
      const table =
        '| Variable | Default |\n|---|---|\n| `REST_API_AUTHORIZATION_ENABLED` | `false` |\n| `DATAHUB_GMS_URL` | depends on the host |';
      const problems = envProblems(lint({'a.md': page(sentence), 'b.md': page(table)}));
      assert.deepEqual(
        problems.map((p) => [path.basename(p.file), p.line, p.message]),
        [
          ['a.md', 8, '`REST_API_AUTHORIZATION_ENABLED` defaults to `true` in DataHub, not `false`'],
          ['b.md', 10, '`REST_API_AUTHORIZATION_ENABLED` defaults to `true` in DataHub, not `false`'],
        ],
      );
    });
  });

  describe('recipes are held to data/ingestion-sources', () => {
    const recipe = (config: string, type = 'snowflake') =>
      front() +
      `${prose(260)}\n\n\`\`\`yaml\nsource:\n  type: ${type}\n  config:\n${config
        .split('\n')
        .map((l) => `    ${l}`)
        .join('\n')}\nsink:\n  type: datahub-rest\n\`\`\`\n`;
    const recipeProblems = (problems: Problem[]) => problems.filter((p) => p.rule === 'recipe');

    test('a recipe with real options, an env placeholder and a pattern block passes', () => {
      const config =
        'account_id: "${SNOWFLAKE_ACCOUNT}"\nwarehouse: COMPUTE_WH\ndatabase_pattern:\n  allow: ["^ANALYTICS$"]\n  ignoreCase: true\ninclude_table_lineage: true';
      assert.deepEqual(recipeProblems(lint({'a.md': recipe(config)})), []);
    });

    test('an unknown option is reported on its own line with the closest real one', () => {
      const problems = recipeProblems(lint({'a.md': recipe('account_id: x\ninclude_table_lineages: true')}));
      assert.deepEqual(
        problems.map((p) => [p.line, p.message]),
        [[13, 'source `snowflake` has no option `include_table_lineages` (did you mean `include_table_lineage`?)']],
      );
    });

    test('nested options are checked inside their block', () => {
      const [problem] = recipeProblems(lint({'a.md': recipe('account_id: x\nprofiling:\n  enabeld: true')}));
      assert.equal(problem.message, 'source `snowflake` has no option `profiling.enabeld` (did you mean `enabled`?)');
    });

    test('a wrong type, a value outside the allowed ones and a missing required option', () => {
      const messages = recipeProblems(
        lint({'a.md': recipe('include_table_lineage: "yes"\nextract_tags: always\ntop_n_queries: ten')}),
      ).map((p) => p.message);
      assert.deepEqual(messages.sort(), [
        'option `extract_tags` of `snowflake` is one of `with_lineage`, `without_lineage`, `skip`, not `always`',
        'option `include_table_lineage` of `snowflake` takes a boolean (true or false), not "yes"',
        'option `top_n_queries` of `snowflake` takes a number, not "ten"',
        'source `snowflake` needs option `account_id`',
      ]);
    });

    test('the sink and transformers are held to data/ingestion-sinks.yaml and data/ingestion-transformers.yaml', () => {
      const page = (rest: string) =>
        front() +
        `${prose(260)}\n\n\`\`\`yaml\nsource:\n  type: file\n  config:\n    path: ./mces.json\n${rest}\n\`\`\`\n`;
      const messages = (rest: string) => recipeProblems(lint({'a.md': page(rest)})).map((p) => p.message);
      assert.deepEqual(messages('sink:\n  type: datahub-rst'), [
        'unknown sink type `datahub-rst` (did you mean `datahub-rest`?)',
      ]);
      assert.deepEqual(
        messages('sink:\n  type: datahub-rest\n  config:\n    server: http://localhost:8080\n    tokn: x'),
        ['sink `datahub-rest` has no option `tokn` (did you mean `token`?)'],
      );
      assert.deepEqual(messages('transformers:\n  - type: simple_add_dataset_tag\n    config:\n      tag_urns: []'), [
        'unknown transformer type `simple_add_dataset_tag` (did you mean `simple_add_dataset_tags`?)',
      ]);
      assert.deepEqual(messages('transformers:\n  - type: simple_add_dataset_tags\n    config:\n      tag_urn: []'), [
        'transformer `simple_add_dataset_tags` has no option `tag_urn` (did you mean `tag_urns`?)',
        'transformer `simple_add_dataset_tags` needs option `tag_urns`',
      ]);
    });

    test('an unknown source type is reported; a custom source class is accepted', () => {
      const [problem] = recipeProblems(lint({'a.md': recipe('x: 1', 'snowflak')}));
      assert.equal(problem.message, 'unknown source type `snowflak` (did you mean `snowflake`?)');
      assert.deepEqual(recipeProblems(lint({'b.md': recipe('x: 1', 'my_company.sources.CatalogSource')})), []);
    });
  });
});

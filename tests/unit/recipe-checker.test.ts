// The recipe validator as the source pages' "Check your recipe" panel runs it: from the JSON the generator
// writes for a page, over text a reader types, with each problem on its line and column.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {loadSources, recipeIndex, recipeType} from '../../src/reference/data';
import {checkerData} from '../../src/content-check/recipes.mjs';
import {checkText, type CheckerData} from '../../src/components/RecipeChecker/check';
import {longRecipe, timeCheck} from '../../bench/recipe';

const sources = loadSources();
const byType = recipeIndex(sources);
/** The page data as the browser receives it: through JSON. */
const pageData = (slug: string): CheckerData => {
  const source = sources.find((s) => s.slug === slug)!;
  return JSON.parse(JSON.stringify(checkerData(byType, recipeType(source), source.recipe))) as CheckerData;
};
const snowflake = pageData('snowflake');
const at = (text: string) => checkText(text, snowflake).problems.map((p) => [p.line, p.column, p.message, p.option]);

describe('recipe checker', () => {
  test('every source page starts with a starter recipe that passes', () => {
    for (const source of sources) {
      const data = pageData(source.slug);
      assert.deepEqual(checkText(data.recipe, data).problems, [], source.slug);
    }
  });

  test('an unknown option is placed on its line and column, with the closest real one', () => {
    const text = 'source:\n  type: snowflake\n  config:\n    account_id: x\n    include_table_lineages: true\n';
    assert.deepEqual(at(text), [
      [
        5,
        5,
        'source `snowflake` has no option `include_table_lineages` (did you mean `include_table_lineage`?)',
        undefined,
      ],
    ]);
  });

  test('an option at the wrong level names where it belongs and links there', () => {
    const text = 'source:\n  type: snowflake\n  config:\n    account_id: x\n    include_field_min_value: true\n';
    assert.deepEqual(at(text), [
      [
        5,
        5,
        'option `include_field_min_value` belongs under `profiling`, as `profiling.include_field_min_value`',
        'profiling.include_field_min_value',
      ],
    ]);
    const outside = 'source:\n  type: snowflake\n  account_id: x\n  config:\n    account_id: x\n';
    assert.deepEqual(at(outside), [[3, 3, 'option `account_id` belongs inside `source.config`', 'account_id']]);
  });

  test('wrong type, value not allowed, deprecated option and missing required option', () => {
    const text = [
      'source:',
      '  type: snowflake',
      '  config:',
      '    top_n_queries: many',
      '    extract_tags: always',
      '    include_view_lineage: true',
    ].join('\n');
    assert.deepEqual(
      at(text).map(([line, column, message]) => [line, column, String(message).replace(/:.*$/, ':')]),
      [
        [3, 3, 'source `snowflake` needs option `account_id`'],
        [4, 5, 'option `top_n_queries` of `snowflake` takes a number, not "many"'],
        [
          5,
          5,
          'option `extract_tags` of `snowflake` is one of `with_lineage`, `without_lineage`, `skip`, not `always`',
        ],
        [6, 5, 'option `include_view_lineage` of `snowflake` is deprecated:'],
      ],
    );
  });

  test('placeholders are accepted where a value is, JSON is read too', () => {
    const json = JSON.stringify(
      {source: {type: 'snowflake', config: {account_id: '${ACCOUNT}', top_n_queries: '${N}'}}},
      null,
      2,
    );
    assert.deepEqual(checkText(json, snowflake).problems, []);
  });

  test('a recipe of another source points to that source page', () => {
    const [problem] = checkText('source:\n  type: bigquery\n  config: {}\n', snowflake).problems;
    assert.equal(problem.line, 2);
    assert.deepEqual(problem.page, {slug: 'bigquery', name: 'BigQuery'});
  });

  test('text that does not parse is reported where it breaks', () => {
    const [problem] = checkText('source:\n  type: snowflake\n  config:\n    account_id: [x\n', snowflake).problems;
    assert.match(problem.message, /^The text is not valid YAML or JSON: /);
    assert.ok(problem.line >= 4);
  });

  test('a 200-line recipe is checked well within the pause the panel waits for', () => {
    const text = longRecipe(snowflake);
    assert.equal(text.split('\n').length, 200);
    assert.equal(checkText(text, snowflake).problems.length, 5); // the five misspelled options
    const ms = timeCheck(snowflake, text, 10);
    assert.ok(ms < 150, `${ms} ms`); // the panel checks 150 ms after the last keystroke (bench: npm run bench:recipe)
  });
});

// `npm run bench:recipe`: how long the source pages' recipe checker takes to check a 200-line recipe (every
// plain top-level option of Snowflake once, five of them misspelled, padded with comments), from the page
// data the generator writes (run `npm run generate` first). It runs on each pause in typing, after 150 ms.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {checkText, type CheckerData} from '../src/components/RecipeChecker/check';

const VALUES: Record<string, string> = {
  string: '"x"',
  integer: '1',
  number: '1',
  boolean: 'true',
  'array of string': '[]',
};

/** A recipe of `length` lines for the page's source: its plain options once each, the first five misspelled. */
export function longRecipe(data: CheckerData, length = 200): string {
  const usable = data.options.filter(
    (o) => !o.name.includes('.') && !o.deprecated && !o.allowed && o.type in VALUES && !o.required,
  );
  const required = data.options.filter((o) => o.required && !o.name.includes('.'));
  const lines = ['source:', `  type: ${data.type}`, '  config:', ...required.map((o) => `    ${o.name}: "x"`)];
  for (const o of usable) lines.push(`    ${o.name}: ${VALUES[o.type]}`);
  for (const o of usable.slice(0, 5)) lines.push(`    ${o.name}x: ${VALUES[o.type]}`);
  while (lines.length < length) lines.push('    # a comment line');
  return lines.join('\n');
}

/** Milliseconds per check, median of `runs` after a warm-up. */
export function timeCheck(data: CheckerData, text: string, runs = 50): number {
  for (let i = 0; i < 5; i++) checkText(text, data);
  const times = Array.from({length: runs}, () => {
    const started = performance.now();
    checkText(text, data);
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)];
}

if (require.main === module) {
  const file = path.resolve(__dirname, '../docs/generated/ingestion/sources/_checker/snowflake.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as CheckerData;
  const text = longRecipe(data);
  const {problems} = checkText(text, data);
  console.log(
    `recipe checker: ${text.split('\n').length}-line Snowflake recipe, ${problems.length} problems, ` +
      `median ${timeCheck(data, text).toFixed(1)} ms per check`,
  );
}

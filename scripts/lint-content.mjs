#!/usr/bin/env node
// `npm run lint:content [-- files or folders...]` (default: docs versioned_docs learn): the content check
// of src/content-check, printing each problem as `file:line: rule: message` and the pages and words per
// section; exits 1 on any problem.
import {collectFiles, lintFiles} from '../src/content-check/index.mjs';

const args = process.argv.slice(2);
const files = collectFiles(args.length ? args : ['docs', 'versioned_docs', 'learn']);
const started = Date.now();
const {problems: found, stats, examples} = lintFiles(files);
const problems = found.filter((p) => p.severity !== 'warning');
const warnings = found.filter((p) => p.severity === 'warning');
const pad = (s, n) => String(s).padEnd(n);
let pages = 0;
let words = 0;
console.log(`${pad('section', 48)} ${pad('pages', 6)} words`);
for (const [section, s] of [...stats].sort()) {
  console.log(`${pad(section, 48)} ${pad(s.pages, 6)} ${s.words}`);
  pages += s.pages;
  words += s.words;
}
console.log(`${pad('total', 48)} ${pad(pages, 6)} ${words}`);
console.log(
  `examples checked against data/: ${examples.graphql} GraphQL operations` +
    ` (${examples.variables} with their variables), ${examples.graphqlFragments} fragment and` +
    ` ${examples.graphqlSchema} schema-excerpt blocks, ${examples.env} DataHub environment variables` +
    ` (${examples.envDefaults} stated defaults), ${examples.cli} CLI invocations, ${examples.recipes} recipes` +
    (examples.recipeTypes ? ` (and ${examples.recipeTypes} more by source type only)` : '') +
    `, ${examples.diagrams} diagrams drawn` +
    (examples.marked ? `; ${examples.marked} blocks marked \`cloud\` or \`not-in-reference\`` : ''),
);
for (const p of warnings) console.warn(`${p.file}:${p.line}: warning: ${p.rule}: ${p.message}`);
for (const p of problems) console.error(`${p.file}:${p.line}: ${p.rule}: ${p.message}`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s)`);
  process.exit(1);
}
console.log(
  `content check passed in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (warnings.length ? ` (${warnings.length} warnings in archived versions)` : ''),
);

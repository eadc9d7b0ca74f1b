#!/usr/bin/env node
// `npm run lint:content [-- files or folders...]` (default: docs versioned_docs learn): the content check
// of src/content-check, printing each problem as `file:line: rule: message` and the pages and words per
// section; exits 1 on any problem.
import {collectFiles, lintFiles} from '../src/content-check/index.mjs';

const args = process.argv.slice(2);
const files = collectFiles(args.length ? args : ['docs', 'versioned_docs', 'learn']);
const {problems, stats} = lintFiles(files);
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
for (const p of problems) console.error(`${p.file}:${p.line}: ${p.rule}: ${p.message}`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s)`);
  process.exit(1);
}
console.log('content check passed');

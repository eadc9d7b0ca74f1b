// `npm run validate:data`: checks data/ against its JSON Schemas and its cross-references (src/reference/data.ts).
import {validateData} from '../src/reference/data';

const problems = validateData();
for (const problem of problems) console.error(problem);
console.log(problems.length ? `${problems.length} problem(s)` : 'data is valid');
process.exitCode = problems.length ? 1 : 0;

// `npm run generate`: the reference pages of the current version from data/ (src/reference/generate.ts).
import {generateReference} from '../src/reference/generate';

generateReference().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

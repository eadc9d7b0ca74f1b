// `npm run reference:coverage`: how many identifiers the reference data holds, per area (src/reference/coverage.ts).
import {coverageReport, formatReport} from '../src/reference/coverage';

console.log(formatReport(coverageReport()));

// Runs the shared recipe validator over the text in the panel and places each problem on a line.
import {checkRecipe, indexFromCheckerData, parseRecipeText} from '../../content-check/recipes.mjs';

/** What the generator writes for each source page (src/reference/sources.ts, `checkerData`). */
export type CheckerData = {
  type: string;
  name: string;
  complete: boolean;
  recipe: string;
  options: {name: string; type: string; required?: boolean; allowed?: unknown[]; deprecated?: boolean | string}[];
  pages: Record<string, {slug: string; name: string}>;
};

export type Problem = {
  line: number;
  column: number;
  message: string;
  option?: string;
  page?: {slug: string; name: string};
};
export type CheckResult = {problems: Problem[]; checked: number};

export function checkText(text: string, data: CheckerData, index = indexFromCheckerData(data)): CheckResult {
  const problems: Problem[] = [];
  let checked = 0;
  const documents = text.trim() ? parseRecipeText(text) : [];
  for (const document of documents) {
    if (document.error) {
      problems.push({...document.error, message: `The text is not valid YAML or JSON: ${document.error.message}`});
      continue;
    }
    const result = checkRecipe(document.value, index);
    if (!result) {
      problems.push({
        ...document.locate([]),
        message: 'This is not an ingestion recipe: it needs a `source` block with a `type`.',
      });
      continue;
    }
    checked += 1;
    if (result.type !== data.type && data.pages[result.type]) {
      const page = data.pages[result.type];
      problems.push({
        ...document.locate(['source', 'type']),
        message: `This recipe is for \`${result.type}\`, which the ${page.name} page describes: check it there.`,
        page,
      });
      continue;
    }
    for (const problem of result.problems)
      problems.push({...document.locate(problem.path), message: problem.message, option: problem.option});
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return {problems, checked};
}

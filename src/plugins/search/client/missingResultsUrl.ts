// "Believe this query should return results? Let us know." opens a prefilled issue in the repository.
export function missingResultsUrl(repoUrl: string, query: string, fromPage: string): string {
  const title = `Docs search: no results for "${query}"`;
  const body = `I searched the documentation for "${query}" and expected results.\n\nSearched from: ${fromPage}\nWhat I was looking for: `;
  return `${repoUrl}/issues/new?labels=docs&title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

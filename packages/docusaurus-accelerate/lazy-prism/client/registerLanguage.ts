// Registers an additional Prism language on the Prism instance that prism-react-renderer highlights with,
// the way theme-classic did for all of them at once: Prism's language files define themselves on
// `globalThis.Prism`, so that instance is mounted there while one runs. Each language is registered once,
// after those it requires, so its grammar is the same whichever page, or which server-rendered page
// before it, asked first.
import {Prism} from 'prism-react-renderer';
import type {LanguageTable} from '../languageTable';

const registered = new Set<string>();

function register(id: string, table: LanguageTable): void {
  if (registered.has(id)) return;
  registered.add(id);
  for (const dependency of table.requires[id] ?? []) register(dependency, table);
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    // theme-classic narrows this context to the additional languages (ContextReplacementPlugin).
    require(`prismjs/components/prism-${id}`);
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

/** Makes `language` (a code block's language or alias) highlightable, if it is an additional language. */
export function registerLanguage(language: string | undefined, table: LanguageTable): void {
  const id =
    language !== undefined && Object.hasOwn(table.components, language) ? table.components[language] : undefined;
  if (id) register(id, table);
}

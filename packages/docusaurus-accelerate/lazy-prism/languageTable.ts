// Which Prism component defines each language name a code block may use, and what each one needs first,
// from prismjs's own component list (its `require` field and aliases).
import components from 'prismjs/components.json';

export type LanguageTable = {
  /** Every name of an additional language (its id and its aliases) → the component that defines it. */
  components: Record<string, string>;
  /** Each additional language's prerequisites among the additional languages, in registration order. */
  requires: Record<string, string[]>;
};

type Component = {require?: string | string[]; alias?: string | string[]};
const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

export function languageTable(additionalLanguages: string[]): LanguageTable {
  const known = components.languages as unknown as Record<string, Component>;
  const table: LanguageTable = {components: {}, requires: {}};
  for (const id of additionalLanguages) {
    const component = known[id];
    if (!component)
      throw new Error(`lazy-prism: Prism has no language "${id}" (themeConfig.prism.additionalLanguages)`);
    for (const name of [id, ...list(component.alias)]) table.components[name] = id;
    // Prerequisites outside the list (clike, markup...) are part of prism-react-renderer's own Prism.
    const requires = list(component.require).filter((dep) => additionalLanguages.includes(dep));
    if (requires.length) table.requires[id] = requires;
  }
  return table;
}

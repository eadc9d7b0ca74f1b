// Pure part of the plugin, shared by its loader and the unit tests.

/**
 * A docs version's doc list, shortened where a doc follows the version's pattern: `id` stands for
 * {id, path: `${version.path}/${id}`, sidebar} with the version's usual sidebar, `[id]` for the same
 * without a sidebar; any other doc stays an object. The list starts with that usual sidebar.
 */
export function compactDocs(version) {
  const counts = new Map();
  for (const doc of version.docs) if (doc.sidebar) counts.set(doc.sidebar, (counts.get(doc.sidebar) ?? 0) + 1);
  const sidebar = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const regular = (doc) => doc.path === `${version.path}/${doc.id}`;
  return [
    sidebar,
    ...version.docs.map((doc) => {
      const keys = Object.keys(doc).join();
      if (regular(doc) && keys === 'id,path,sidebar' && doc.sidebar === sidebar) return doc.id;
      if (regular(doc) && keys === 'id,path') return [doc.id];
      return doc;
    }),
  ];
}

/** The inverse of compactDocs, run in the browser: the same objects, keys in the same order. */
export const EXPAND_DOCS_SOURCE = `({path, docs: [sidebar, ...docs]}) => docs.map((doc) =>
  typeof doc === 'string' ? {id: doc, path: path + '/' + doc, sidebar} : Array.isArray(doc) ? {id: doc[0], path: path + '/' + doc[0]} : doc)`;

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The client's globalData module: the data with every docs version's list compacted, and the code
 * that expands it back when the module loads.
 * @param {Record<string, any>} globalData .docusaurus/globalData.json
 */
export function globalDataModule(globalData) {
  const compacted = structuredClone(globalData);
  const expandDocs = new Function(`return ${EXPAND_DOCS_SOURCE}`)();
  for (const plugin of Object.values(compacted[DOCS_PLUGIN] ?? {})) {
    for (const version of plugin.versions) {
      const original = JSON.stringify(version.docs);
      version.docs = compactDocs(version);
      // What the browser rebuilds must be exactly what Docusaurus wrote, or the build stops here.
      if (JSON.stringify(expandDocs(version)) !== original) {
        throw new Error(`slim-global-data: the doc list of version ${version.name} does not round-trip`);
      }
    }
  }
  return (
    `const data = JSON.parse(${JSON.stringify(JSON.stringify(compacted))});\n` +
    `const expandDocs = ${EXPAND_DOCS_SOURCE};\n` +
    `for (const plugin of Object.values(data[${JSON.stringify(DOCS_PLUGIN)}] ?? {})) for (const version of plugin.versions) version.docs = expandDocs(version);\n` +
    `export default data;\n`
  );
}

// Pure part of the plugin, shared by its loader and the unit tests.

/** Ids of the docs a category landing page can show as cards: the direct children of a category with a page. */
export function docsShownAsCards(sidebars) {
  const ids = new Set();
  const visit = (items) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href) for (const child of item.items) if (child.type === 'link' && child.docId) ids.add(child.docId);
      visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return ids;
}

/**
 * A docs version's metadata without the descriptions no page shows: the theme reads a doc's
 * description from it only for the cards of a category landing page (DocCard's useDocById).
 */
export function slimVersionMetadata(data) {
  const version = data?.version;
  if (!version?.docs || !version.docsSidebars) return data;
  const keep = docsShownAsCards(version.docsSidebars);
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description, ...doc}]) => [id, keep.has(id) ? {...doc, description} : doc]),
  );
  return {...data, version: {...version, docs}};
}

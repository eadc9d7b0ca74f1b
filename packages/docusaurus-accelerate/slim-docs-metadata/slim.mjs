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
 * A docs version's metadata with only the docs a page can look up in it: the theme reads that map
 * only through useDocById, for the description on the cards of a category landing page (DocCard).
 * Any other lookup would throw at server rendering, so a theme that starts reading more fails the
 * build instead of shipping a broken page.
 */
export function slimVersionMetadata(data) {
  const version = data?.version;
  if (!version?.docs || !version.docsSidebars) return data;
  const keep = docsShownAsCards(version.docsSidebars);
  const docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => keep.has(id)));
  return {...data, version: {...version, docs}};
}

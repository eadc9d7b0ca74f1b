// The version metadata keeps the docs that category cards show and drops the rest.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docsShownAsCards, slimVersionMetadata} from '../slim-docs-metadata/slim.mjs';

const link = (docId: string) => ({type: 'link', href: `/docs/${docId}`, label: docId, docId});
const doc = (id: string) => ({id, title: id.toUpperCase(), description: `About ${id}.`, sidebar: 'overviewSidebar'});
const metadata = {
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {
      overviewSidebar: [
        link('intro'),
        // A group without a page of its own: no cards.
        {
          type: 'category',
          label: 'Guides',
          items: [
            link('guides/one'),
            // A category with a generated index: its children are cards.
            {type: 'category', label: 'Features', href: '/docs/category/features', items: [link('features/a')]},
          ],
        },
        // A category whose link is a doc: a DocCardList there would show its children too.
        {type: 'category', label: 'Actions', href: '/docs/actions', items: [link('actions/b')]},
      ],
    },
    docs: Object.fromEntries(['intro', 'guides/one', 'features/a', 'actions/b'].map((id) => [id, doc(id)])),
  },
};

test('docsShownAsCards lists the direct children of categories with a page, at any depth', () => {
  assert.deepEqual([...docsShownAsCards(metadata.version.docsSidebars)].sort(), ['actions/b', 'features/a']);
});

test('slimVersionMetadata keeps the docs cards show, whole, and drops the others', () => {
  const slim = slimVersionMetadata(metadata);
  assert.deepEqual(Object.keys(slim.version.docs).sort(), ['actions/b', 'features/a']);
  assert.deepEqual(slim.version.docs['features/a'], doc('features/a'));
  assert.deepEqual(slim.version.docs['actions/b'], doc('actions/b'));
  assert.deepEqual(slim.version.docsSidebars, metadata.version.docsSidebars);
  assert.equal(slim.version.version, 'current');
});

test('slimVersionMetadata leaves other data modules untouched', () => {
  const category = {categoryGeneratedIndex: {title: 'Features', slug: '/category/features'}};
  assert.equal(slimVersionMetadata(category), category);
});

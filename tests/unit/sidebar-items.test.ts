// Landing pages fold into their folder's category; single-folder wrappers are lifted.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {folderLabel, foldLandingPages} from '../../config/sidebarItems';

const doc = (id: string, title = id) => ({
  id,
  title,
  frontMatter: {},
  source: '',
  sourceDirName: '',
  sidebarPosition: undefined,
});
const docs = (...ids: string[]) => new Map(ids.map((id) => [id, doc(id, `Title of ${id}`)]));

test('a landing page beside its folder becomes the category link', () => {
  const items = [
    {type: 'doc' as const, id: 'api/graphql'},
    {type: 'category' as const, label: 'graphql', items: [{type: 'doc' as const, id: 'api/graphql/overview'}]},
    {type: 'doc' as const, id: 'api/openapi-guide'},
  ];
  const folded = foldLandingPages(items, 'api', docs('api/graphql', 'api/graphql/overview', 'api/openapi-guide'));
  assert.deepEqual(folded, [
    {
      type: 'category',
      label: 'Title of api/graphql',
      link: {type: 'doc', id: 'api/graphql'},
      items: [{type: 'doc', id: 'api/graphql/overview'}],
    },
    {type: 'doc', id: 'api/openapi-guide'},
  ]);
});

test('folders without a landing page get a readable label', () => {
  const items = [
    {
      type: 'category' as const,
      label: 'feature-guides',
      items: [{type: 'doc' as const, id: 'features/feature-guides/lineage'}],
    },
  ];
  const [category] = foldLandingPages(items, 'features', docs('features/feature-guides/lineage'));
  assert.equal(category.type === 'category' && category.label, 'Feature Guides');
});

test('a folder that only wraps another folder is lifted', () => {
  const inner = {
    type: 'category' as const,
    label: 'ingestion',
    items: [{type: 'doc' as const, id: 'mi/src/datahub/ingestion/recording'}],
  };
  const items = [
    {type: 'category' as const, label: 'src', items: [{type: 'category' as const, label: 'datahub', items: [inner]}]},
  ];
  const [category] = foldLandingPages(items, 'mi', docs('mi/src/datahub/ingestion/recording'));
  assert.equal(category.type === 'category' && category.label, 'Ingestion');
  assert.deepEqual(category.type === 'category' && category.items, inner.items);
});

test('folderLabel title-cases dashes and underscores', () => {
  assert.equal(folderLabel('schedule_docs'), 'Schedule Docs');
});

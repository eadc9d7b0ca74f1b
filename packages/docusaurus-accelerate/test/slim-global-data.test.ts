// The client's global data ships each docs version's doc list compacted and rebuilds it unchanged.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compactDocs, globalDataModule} from '../slim-global-data/compact.mjs';

const version = {
  name: 'current',
  path: '/docs',
  docs: [
    {id: 'quickstart', path: '/docs/quickstart', sidebar: 'overviewSidebar'},
    {id: 'roadmap', path: '/docs/roadmap'},
    {id: 'generated/variants/x', path: '/docs/generated/entities/x', sidebar: 'overviewSidebar'},
    {id: 'other', path: '/docs/other', sidebar: 'apiSidebar'},
  ],
};
const globalData = {
  'docusaurus-plugin-content-docs': {default: {path: '/docs', versions: [version], breadcrumbs: true}},
  'docusaurus-plugin-content-blog': {default: {blogBasePath: '/learn'}},
};

test('docs that follow the version pattern become ids; the rest stay objects', () => {
  assert.deepEqual(compactDocs(version), [
    'overviewSidebar',
    'quickstart',
    ['roadmap'],
    {id: 'generated/variants/x', path: '/docs/generated/entities/x', sidebar: 'overviewSidebar'},
    {id: 'other', path: '/docs/other', sidebar: 'apiSidebar'},
  ]);
});

test('the module rebuilds exactly the global data Docusaurus wrote', () => {
  const code = globalDataModule(globalData);
  const rebuilt = new Function(code.replace('export default data;', 'return data;'))();
  assert.equal(JSON.stringify(rebuilt), JSON.stringify(globalData));
  assert.ok(!code.includes('/docs/quickstart'), 'the regular path is not shipped');
});

// Availability and stage badges (src/plugins/page-badges): validation, words, the twin's line, placement.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {toHtml} from 'hast-util-to-html';
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {readFileSync} from 'node:fs';
import {AVAILABILITY, STAGES, badgesLine, badgesOf, checkBadges} from '../../src/plugins/page-badges/badges.mjs';
import remarkPageBadges from '../../src/plugins/page-badges/remark';

test('the content check accepts the documented values and names each wrong one', () => {
  assert.deepEqual(checkBadges({availability: ['self-hosted', 'cloud'], stage: 'beta'}), []);
  assert.deepEqual(checkBadges({availability: 'cloud', stage: 'GA'}), []);
  assert.deepEqual(checkBadges({}), []);
  assert.deepEqual(checkBadges({availability: ['saas'], stage: 'preview'}), [
    'availability "saas" is not one of: self-hosted, cloud',
    'stage "preview" is not one of: alpha, beta, GA, deprecated',
  ]);
  assert.deepEqual(checkBadges({availability: []}), ['availability is empty']);
  assert.deepEqual(checkBadges({availability: ['cloud', 'cloud']}), ['availability lists a value twice']);
});

test('badges come in a fixed order with the same words everywhere', () => {
  assert.deepEqual(badgesOf({availability: ['cloud', 'self-hosted'], stage: 'deprecated'}), {
    availability: ['Self-hosted', 'DataHub Cloud'],
    stage: {
      value: 'deprecated',
      label: 'Deprecated',
      meaning: 'Still works, but is being retired: plan to move off it.',
    },
  });
  assert.deepEqual(badgesOf({title: 'x'}), {availability: []});
  assert.equal(badgesLine({availability: 'cloud', stage: 'beta'}), 'Available in: DataHub Cloud. Stage: Beta.');
  assert.equal(badgesLine({stage: 'GA'}), 'Stage: Generally available.');
  assert.equal(badgesLine({}), '');
});

const heading = (depth: 1 | 2, value: string) =>
  ({type: 'heading', depth, children: [{type: 'text', value}]}) as Root['children'][number];
const paragraph = (value: string) =>
  ({type: 'paragraph', children: [{type: 'text', value}]}) as Root['children'][number];

function run(children: Root['children'], frontMatter: Record<string, unknown>): Root {
  const tree: Root = {type: 'root', children};
  const transform = remarkPageBadges() as unknown as (tree: Root, file: VFile) => void;
  transform(tree, new VFile({data: {frontMatter}}));
  return tree;
}

test("the badges go right after the page's own h1, or first; a page without them is left alone", () => {
  const withH1 = run([heading(1, 'Title'), paragraph('Body')], {availability: ['cloud'], stage: 'beta'});
  const badges = withH1.children[1] as unknown as {type: string; data: {hName: string; hChildren: never[]}};
  assert.equal(badges.type, 'pageBadges');
  const {data} = badges;
  assert.equal(data.hName, 'div');
  const html = toHtml({type: 'root', children: data.hChildren});
  assert.equal(
    html,
    '<span class="page-badges__group"><span class="page-badges__label">Available in</span>' +
      '<span class="page-badge page-badge--availability" data-pagefind-filter="availability">DataHub Cloud</span></span>' +
      '<span class="page-badges__group"><span class="page-badges__label">Stage</span>' +
      '<span class="page-badge page-badge--beta" title="Usable, and still changing: details may differ in a later release." data-pagefind-filter="stage">Beta</span></span>',
  );
  const synthetic = run([paragraph('Body'), heading(2, 'Part')], {stage: 'GA'});
  assert.equal((synthetic.children[0] as {type: string}).type, 'pageBadges');
  const none = run([paragraph('Body')], {title: 'Plain'});
  assert.deepEqual(
    none.children.map((node) => node.type),
    ['paragraph'],
  );
});

test("an ingestion source's data allows exactly the values a page's front matter does", () => {
  const schema = JSON.parse(readFileSync('data/schemas/ingestion-source.schema.json', 'utf8'));
  assert.deepEqual(schema.properties.availability.items.enum, Object.keys(AVAILABILITY));
  assert.deepEqual(schema.properties.stage.enum, Object.keys(STAGES));
});

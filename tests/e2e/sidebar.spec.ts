// Every doc is reachable from overviewSidebar except the pages the spec keeps out of it (§2):
// roadmap, townhall-history, security_stance, the smoke-test pages, the condensed entity variants,
// and, in the archived version, the generated metamodel pages.
import {expect, test} from '@playwright/test';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const DATA = path.resolve(__dirname, '../../.docusaurus/docusaurus-plugin-content-docs/default/p');
const NO_SIDEBAR = [
  /^roadmap$/,
  /^townhall-history$/,
  /^security_stance$/,
  /^smoke-test(\/|$)/,
  /^generated\/metamodel\/variants\//,
];
const NO_SIDEBAR_ARCHIVED = [...NO_SIDEBAR, /^generated\/metamodel\/entities\//];

type Version = {version: {version: string; docs: Record<string, {id: string; sidebar?: string}>}};

for (const file of readdirSync(DATA).filter((f) => /^docs(-\d+-\d+-\d+)?-[0-9a-f]+\.json$/.test(f))) {
  const {version} = JSON.parse(readFileSync(path.join(DATA, file), 'utf8')) as Version;
  test(`version ${version.version}: sidebar membership follows the spec`, () => {
    const rules = version.version === 'current' ? NO_SIDEBAR : NO_SIDEBAR_ARCHIVED;
    const docs = Object.values(version.docs);
    const misplaced = docs
      .filter((doc) => rules.some((rule) => rule.test(doc.id)) === Boolean(doc.sidebar))
      .map((d) => d.id);
    expect(misplaced).toEqual([]);
    expect(docs.filter((doc) => doc.sidebar && doc.sidebar !== 'overviewSidebar')).toEqual([]);
  });
}

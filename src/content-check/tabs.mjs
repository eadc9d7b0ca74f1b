// The `tabs` rule: tabs that offer the same choice on many pages share a group (Docusaurus's `groupId`),
// so a reader who picks Python once sees Python everywhere, on every page and after a reload.

/** Each group's id and the tab values that belong to it. */
export const TAB_GROUPS = {
  api: ['graphql', 'python', 'openapi', 'curl', 'cli', 'java', 'javascript', 'graphiql', 'python-urn', 'python-mcp'],
  os: ['macos', 'linux', 'windows'],
  deployment: ['helm', 'docker', 'docker-compose', 'kubernetes'],
};

const attribute = (node, name) => node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;

/** Problems of one `<Tabs>` element: the group its values call for, and the groupId it has. */
export function checkTabs(node) {
  const values = (node.children ?? [])
    .filter((child) => child.type === 'mdxJsxFlowElement' && child.name === 'TabItem')
    .map((item) => attribute(item, 'value'))
    .filter((value) => typeof value === 'string');
  const groups = Object.entries(TAB_GROUPS)
    .filter(([, members]) => values.some((value) => members.includes(value)))
    .map(([group]) => group);
  const groupId = attribute(node, 'groupId');
  if (groups.length > 1) return [`tabs mix the choices of groups ${groups.join(' and ')} (${values.join(', ')})`];
  if (groups.length === 1 && groupId !== groups[0])
    return [
      `tabs offering ${values.join(', ')} need groupId="${groups[0]}"${typeof groupId === 'string' ? ` (not "${groupId}")` : ''}, so the reader's choice carries across pages`,
    ];
  return [];
}

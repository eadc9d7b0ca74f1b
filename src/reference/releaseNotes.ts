// DataHub Cloud release notes: /docs/managed-datahub/release-notes/<v_x_y_z>, newest first.
import type {ReleaseNote} from './data';
import {frontMatter, mdxText} from './mdx';

const parts = (note: ReleaseNote) => note.slug.replace(/^v_/, '').split('_').map(Number);

/** Newest first, by numeric version. */
export function sortNewestFirst(notes: ReleaseNote[]): ReleaseNote[] {
  return [...notes].sort((a, b) => {
    const [pa, pb] = [parts(a), parts(b)];
    for (let i = 0; i < Math.max(pa.length, pb.length); i += 1)
      if ((pb[i] ?? 0) !== (pa[i] ?? 0)) return (pb[i] ?? 0) - (pa[i] ?? 0);
    return 0;
  });
}

const GROUPS = [
  ['new', 'New'],
  ['improved', 'Improved'],
  ['fixed', 'Fixed'],
] as const;

export function releaseNotePage(note: ReleaseNote, position: number): string {
  return (
    [
      frontMatter({
        title: `DataHub Cloud ${note.version}`,
        description: `What changed in DataHub Cloud ${note.version}, released ${note.date} and based on DataHub ${note.oss_version}.`,
        sidebar_label: note.version,
        sidebar_position: position,
        // These are DataHub Cloud's releases (src/plugins/page-badges).
        availability: 'cloud',
      }),
      `**Released** ${note.date} · **Based on DataHub Core** ${mdxText(note.oss_version)}`,
      mdxText(note.summary),
      ...GROUPS.flatMap(([key, label]) =>
        note.changes[key]?.length
          ? [`## ${label}`, note.changes[key]!.map((item) => `- ${mdxText(item)}`).join('\n')]
          : [],
      ),
      ...(note.upgrade_notes?.length
        ? ['## Upgrade notes', note.upgrade_notes.map((item) => `- ${mdxText(item)}`).join('\n')]
        : []),
    ].join('\n\n') + '\n'
  );
}

// The patches here rewrite or replace code of other packages, each against the exact version it was
// read from. An upgrade of any of these packages must be reviewed patch by patch, so the build stops at
// start-up, with one message naming every package that moved and the patches to review, rather than
// failing (or worse, not failing) inside a loader halfway through a build.
import path from 'node:path';
import {existsSync, readFileSync} from 'node:fs';

/** Package -> the version the patches were written against, and the patches that read its code. */
export const WRITTEN_AGAINST: Record<string, {version: string; patches: string[]}> = {
  '@docusaurus/core': {
    version: '3.10.2',
    patches: [
      'slim-route-table',
      'slim-global-data',
      'paint-first-template',
      'idle-prefetch',
      'offline-navigation',
      'yielding-entry',
      'transition-after-hydration',
    ],
  },
  '@docusaurus/theme-common': {
    version: '3.10.2',
    patches: [
      'transition-after-hydration',
      'collation-free-start',
      'date-format-free-start',
      'unhydrated-desktop-columns',
    ],
  },
  '@docusaurus/plugin-content-docs': {version: '3.10.2', patches: ['slim-docs-metadata']},
  '@docusaurus/theme-classic': {
    version: '3.10.2',
    patches: ['lazy-prism', 'idle-mobile-menu', 'unhydrated-desktop-columns'],
  },
  '@docusaurus/plugin-ideal-image': {version: '3.10.2', patches: ['small-webp-probe']},
  '@docusaurus/theme-search-algolia': {version: '3.10.2', patches: ['docsearch-chunks']},
  '@docusaurus/faster': {version: '3.10.2', patches: ['deterministic-runtime', 'minified-js-cache']},
  '@rspack/core': {
    version: '1.7.12',
    patches: ['deterministic-runtime', 'minified-js-cache', 'slim-route-table', 'chunk-requests-apart'],
  },
  'react-helmet-async': {version: '1.3.0', patches: ['helmet-server-state']},
  '@docsearch/react': {version: '3.9.0', patches: ['docsearch-chunks']},
  // Not code: reference-sections repeats Infima's `.markdown > hN` spacing for the headings in its groups.
  infima: {version: '0.2.0-alpha.45', patches: ['reference-sections']},
};

/**
 * The installed version of `name`, as Node would find it from `fromDir`; undefined when it is not installed.
 * Read from node_modules directly: some of these packages do not export their package.json.
 */
export function installedVersion(name: string, fromDir: string): string | undefined {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The mismatches among the packages that `enabled` patches read, as one message; undefined when none. */
export function versionMismatches(
  enabled: ReadonlySet<string>,
  versionOf: (name: string) => string | undefined,
  expected = WRITTEN_AGAINST,
): string | undefined {
  const lines: string[] = [];
  for (const [name, {version, patches}] of Object.entries(expected)) {
    const affected = patches.filter((patch) => enabled.has(patch));
    const found = versionOf(name);
    if (affected.length === 0 || found === version) continue;
    lines.push(`  ${name}: written against ${version}, found ${found ?? 'none'}; review ${affected.join(', ')}`);
  }
  if (lines.length === 0) return undefined;
  return [
    'docusaurus-accelerate: packages it patches have changed version.',
    ...lines,
    `Review each named patch (${path.join('packages', 'docusaurus-accelerate', 'README.md')}), then update`,
    'WRITTEN_AGAINST in versionGuard.ts, or turn the patch off with ACCELERATE_DISABLE=<patch,...>.',
  ].join('\n');
}

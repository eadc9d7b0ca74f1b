// The version menu's links to the versions of other builds (config/navbar.ts), and where a page of one
// version is in another. Shared by the config and the browser (client.ts).

/** The attribute that marks a version menu link to another build's version, and names the version. */
export const OTHER_BUILD_VERSION_ATTRIBUTE = 'data-other-build-version';

/** Where a docs version's pages live: `/docs/` for the current version, `/docs/<version>/` for the others. */
export const versionPath = (version: string) => (version === 'current' ? '/docs/' : `/docs/${version}/`);

/**
 * The address of the page at `pathname`, a page of the docs version `pageVersion`, in the version `target`:
 * its path within its version, under the other's; null when the path is not under its version's.
 */
export function samePageIn(pathname: string, pageVersion: string, target: string): string | null {
  const from = versionPath(pageVersion);
  const rest = `${pathname}/`.startsWith(from) ? pathname.slice(from.length) : null;
  return rest === null ? null : versionPath(target) + rest;
}

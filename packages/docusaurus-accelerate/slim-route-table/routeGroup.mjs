// Shared by the build (which writes one route-table chunk per group) and the browser (which loads
// the group of the route it renders), so both sides must agree: keep it a pure function of the path.

/**
 * The group a route's table entries ship in: its first two path segments (three under an archived
 * docs version), the top-level pages and the docs root routes in the group "". A page loads the
 * entries of its own section, not those of every page of the site.
 * @param {string} routePath
 */
export function routeGroup(routePath) {
  const segments = routePath.split('/').filter(Boolean);
  const depth = segments[0] === 'docs' && /^\d+\.\d+\.\d+$/.test(segments[1] ?? '') ? 3 : 2;
  return segments.slice(0, Math.min(depth, segments.length - 1)).join('/');
}

/**
 * The path of a route's key in the routes' chunk names, `${path}-${hash}` (the hash has no dash).
 * @param {string} routeKey
 */
export const routePathOf = (routeKey) => routeKey.replace(/-[^-]+$/, '');

// Docusaurus's own test (core's client/docusaurus.js), shared by the patches that prefetch: nothing is
// prefetched or preloaded on a 2G connection or with data saver on.
export function isSlowConnection(): boolean {
  const connection = (globalThis.navigator as {connection?: {effectiveType?: string; saveData?: boolean}} | undefined)
    ?.connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

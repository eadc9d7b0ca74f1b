// A build that leaves patches out keeps a persistent cache of its own: Rspack's key does not see the
// patches' aliases and loaders, so a warm build without a patch could reuse modules resolved with it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {disabledPatchesCacheKey} from '..';

const versionAfter = (disabled: string[], config: {experiments?: {cache?: unknown}}) => {
  const plugin = (
    disabledPatchesCacheKey(disabled) as unknown as () => {
      configureWebpack: (config: object) => object;
    }
  )();
  plugin.configureWebpack(config);
  return (config.experiments?.cache as {version?: string} | undefined)?.version;
};

test("leaving patches out changes the cache's version; every patch on leaves it as Docusaurus set it", () => {
  const cache = () => ({experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}});
  assert.equal(versionAfter([], cache()), 'client-production-en-3.10.2-abc');
  const one = versionAfter(['yielding-entry'], cache());
  const two = versionAfter(['yielding-entry', 'lazy-prism'], cache());
  assert.equal(one, 'client-production-en-3.10.2-abc-without-yielding-entry');
  assert.equal(two, 'client-production-en-3.10.2-abc-without-lazy-prism+yielding-entry');
  assert.equal(versionAfter(['lazy-prism', 'yielding-entry'], cache()), two, 'in any order');
  // No persistent cache (development, DOCUSAURUS_NO_PERSISTENT_CACHE): nothing to key.
  assert.equal(versionAfter(['yielding-entry'], {}), undefined);
});

// The client's start-up runs in a few tasks instead of one (entry.ts says why).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus's client entry, as its client config names it. */
export const CORE_ENTRY = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'clientEntry.js',
);
export const ENTRY = path.join(__dirname, 'entry.ts');

export default function yieldingEntry(): Plugin {
  return {
    name: 'yielding-entry',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (typeof config.entry !== 'string' || path.resolve(config.entry) !== CORE_ENTRY)
        throw new Error(
          `yielding-entry: the client's entry is not Docusaurus's ${CORE_ENTRY} (found ${JSON.stringify(config.entry)}); review packages/docusaurus-accelerate/yielding-entry`,
        );
      config.entry = ENTRY;
      return {};
    },
  };
}

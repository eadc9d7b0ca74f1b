// Prefetching of visible links runs in idle time, a few milliseconds at a time (client.ts says why).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetch(): Plugin {
  return {name: 'idle-prefetch', getClientModules: () => [path.join(__dirname, 'client.ts')]};
}

// Offline, a navigation whose chunks fail shows the loading error with Retry (client.ts says why).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function offlineNavigation(): Plugin {
  return {name: 'offline-navigation', getClientModules: () => [path.join(__dirname, 'client.ts')]};
}

// Adds the enabled third-party scripts and stylesheet (config/integrations.ts) to every page's head.
import type {Plugin} from '@docusaurus/types';
import {INJECTED_TAGS} from '../../../config/integrations';

export default function thirdPartyScriptsPlugin(): Plugin {
  return {
    name: 'third-party-scripts',
    injectHtmlTags() {
      return {headTags: INJECTED_TAGS};
    },
  };
}

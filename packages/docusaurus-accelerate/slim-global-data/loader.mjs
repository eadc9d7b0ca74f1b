// Rspack loader for the client bundle's .docusaurus/globalData.json (see index.ts).
import {globalDataModule} from './compact.mjs';

export default function slimGlobalDataLoader(source) {
  return globalDataModule(JSON.parse(source));
}

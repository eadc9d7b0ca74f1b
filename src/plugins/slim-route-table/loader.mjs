// Rspack loader for .docusaurus/registry.js in the client bundle (see index.ts).
import {blankModulePaths} from './blank.mjs';

export default function slimRouteTableLoader(source) {
  return blankModulePaths(source);
}

// Rspack loader for the docs plugin's version metadata modules (see index.ts).
import {slimVersionMetadata} from './slim.mjs';

export default function slimDocsMetadataLoader(source) {
  return JSON.stringify(slimVersionMetadata(JSON.parse(source)));
}

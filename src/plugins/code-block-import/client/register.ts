// Imported by every page with a code block (index.ts adds the import): loads the code block with the page.
import CodeBlock from '@theme/CodeBlock';
import {registerCodeBlock} from './registry';

registerCodeBlock(CodeBlock);

// The code block, once a page that shows one has loaded it (register.ts); until then, none.
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let registered: ComponentType<Props> | undefined;

export function registerCodeBlock(codeBlock: ComponentType<Props>): void {
  registered = codeBlock;
}

export function registeredCodeBlock(): ComponentType<Props> | undefined {
  return registered;
}

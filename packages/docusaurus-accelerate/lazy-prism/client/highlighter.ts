// The browser's highlighter: Prism's chunk is loaded the first time a code block the browser renders
// itself needs it, or as a client-side navigation starts (loadOnNavigation.ts). Blocks rendered before it
// arrives show their code unhighlighted and re-render once it has. The server bundle gets
// highlighter.server.ts in this module's place (../index.ts).
import {useSyncExternalStore} from 'react';

export type Highlighter = typeof import('./prismHighlighter');

let highlighter: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;
const listeners = new Set<() => void>();

export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('./prismHighlighter').then(
    (module) => {
      highlighter = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline or a failed request: the blocks stay readable, unhighlighted; a later block tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Prism's highlighter once loaded, undefined until then. */
export function useHighlighter(): Highlighter | undefined {
  return useSyncExternalStore(
    subscribe,
    () => highlighter,
    () => highlighter,
  );
}

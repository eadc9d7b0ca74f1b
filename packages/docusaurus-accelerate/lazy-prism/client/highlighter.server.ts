// The server bundle's highlighter (in place of highlighter.ts, ../index.ts): Prism is there from the start.
import * as prismHighlighter from './prismHighlighter';
import type {Highlighter} from './highlighter';

export type {Highlighter};
export const loadHighlighter = (): Promise<Highlighter> => Promise.resolve(prismHighlighter);
export const useHighlighter = (): Highlighter | undefined => prismHighlighter;

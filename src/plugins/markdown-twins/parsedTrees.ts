// The trees the conversion workers parsed, handed to the bundler's MDX loader so that it does not parse the
// page again on the main thread (parsing is most of its time: ~9 s of a cold build's ~20 s of loaders).
//
// Three parts meet here: the plugin expects the docs it sends to the workers and stores each tree as it
// arrives; awaitParsedTree.mjs, a loader that runs before @docusaurus/mdx-loader, waits for the tree of its
// file; and `remarkPlugin`, in the docs options, gives it to the MDX processor as what it parsed.
// A tree is used only if the processor is about to parse exactly the text the worker parsed, in the same
// format; anything else (a page no worker parsed, a changed file, another preprocessor) is parsed as before.
import {deserialize} from 'node:v8';
import type {Root} from 'mdast';
import type {Processor} from 'unified';
import type {Format} from './parse';

/** A tree from a worker, serialized (v8): each compilation of the page deserializes its own copy to transform. */
export type ParsedTree = {doc: string; format: Format; tree: Uint8Array};

type Slot = {promise: Promise<void>; arrived: () => void; parsed?: ParsedTree};

export class ParsedTrees {
  private readonly slots = new Map<string, Slot>();
  /** Parses the MDX processor skipped, and those it did itself although a tree was there (a mismatch). */
  readonly counts = {used: 0, mismatched: 0};

  /** Files whose trees are on their way: the loader waits for these. */
  expect(filePaths: Iterable<string>): void {
    for (const filePath of filePaths) {
      if (this.slots.has(filePath)) continue;
      let arrived!: () => void;
      const promise = new Promise<void>((resolve) => (arrived = resolve));
      this.slots.set(filePath, {promise, arrived});
    }
  }

  /** The tree of `filePath` is here; or, without one, will not come (its twin was cached, so no worker parses it). */
  arrive(filePath: string, parsed?: ParsedTree): void {
    const slot = this.slots.get(filePath);
    if (!slot) return;
    slot.parsed = parsed;
    slot.arrived();
  }

  /** No more trees will come (the workers finished or failed): nothing waits any longer. */
  close(): void {
    for (const slot of this.slots.values()) slot.arrived();
  }

  /** Forgets every tree, at the end of a build. */
  clear(): void {
    this.close();
    this.slots.clear();
  }

  /** Resolves once the tree of `filePath` is here, or will not come. */
  ready(filePath: string): Promise<void> {
    return this.slots.get(filePath)?.promise ?? Promise.resolve();
  }

  /** A fresh copy of the tree of `filePath` if the worker parsed exactly `doc` as `format`. */
  take(filePath: string | undefined, doc: string, format: Format): Root | undefined {
    const parsed = filePath === undefined ? undefined : this.slots.get(filePath)?.parsed;
    if (!parsed) return undefined;
    if (parsed.doc !== doc || parsed.format !== format) {
      this.counts.mismatched += 1;
      return undefined;
    }
    this.counts.used += 1;
    return deserialize(parsed.tree) as Root;
  }

  /** Remark plugin for the docs' `beforeDefaultRemarkPlugins`: see remarkPluginOf. */
  readonly remarkPlugin = remarkPluginOf(this);
}

/**
 * A remark plugin whose processor's parser returns the worker's tree when it has one. Its format is the
 * processor's: Docusaurus keeps one processor for `.md` files and one for `.mdx` files.
 */
function remarkPluginOf(trees: ParsedTrees) {
  return function useParsedTrees(this: Processor) {
    const parse = this.parser!;
    const format: Format = this.attachers.some(([plugin]) => plugin.name === 'remarkMdx') ? 'mdx' : 'md';
    this.parser = (doc, file) => trees.take(file.path, doc, format) ?? parse(doc, file);
  };
}

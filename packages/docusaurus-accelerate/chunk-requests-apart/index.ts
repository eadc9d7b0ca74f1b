// Each chunk a page's scripts request is requested in a task of its own. Rspack's script loader
// (`__webpack_require__.l`, its "load script" runtime module) appends the chunk's `<script>` inside the task that
// needs it: on a doc page's start-up the route section chunks' evaluation and the microtasks that load the page's
// modules, 8-12 chunks in two or three of those tasks. Under DevTools' network instrumentation, which Lighthouse's
// runs carry, each append cost 2-5 ms there (`ResourceFetcher::requestResource`), lengthening tasks that Lighthouse's
// simulation counts eight times over at 8x. Appended from a task of its own, each request is a short task that the
// simulation leaves out (under 10 ms), and the chunk arrives as before.
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import type {Compilation, Compiler, RspackPluginInstance} from '@rspack/core';

const NAME = 'chunk-requests-apart';
/** Rspack 1.7.12's append of a chunk's script, in its "load script" runtime module. */
export const APPEND = 'needAttach && document.head.appendChild(script);';
/** The same append, in a task of its own. */
export const APPEND_APART = 'needAttach && setTimeout(function () { document.head.appendChild(script); });';

/** Rspack's script loader with its append moved to a task of its own; throws unless the append is there once. */
export function appendApart(source: string): string {
  const at = source.indexOf(APPEND);
  if (at === -1 || source.indexOf(APPEND, at + 1) !== -1)
    throw new Error(`${NAME}: Rspack changed its script loader; review docusaurus-accelerate/${NAME}`);
  return source.slice(0, at) + APPEND_APART + source.slice(at + APPEND.length);
}

class AppendApart implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const {WebpackError} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      let patched = 0;
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        const source = module.source?.source.toString();
        if (!module.source || !source?.includes('document.head.appendChild(script)')) return;
        try {
          module.source.source = Buffer.from(appendApart(source));
          patched++;
        } catch (error) {
          compilation.errors.push(new WebpackError((error as Error).message));
        }
      });
      // A site with chunks loads them through the script loader: a build where none was patched is a changed Rspack.
      compilation.hooks.afterProcessAssets.tap(NAME, () => {
        if (patched === 0)
          compilation.errors.push(
            new WebpackError(`${NAME}: no script loader found; review docusaurus-accelerate/${NAME}`),
          );
      });
    });
  }
}

export default function chunkRequestsApart(): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Docusaurus types its bundler config as webpack's; the plugin is Rspack's.
      return {plugins: [new AppendApart() as unknown as WebpackPluginInstance]};
    },
  };
}

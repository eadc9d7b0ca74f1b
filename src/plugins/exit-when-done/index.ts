// Ends a production build with process.exit() once nothing is left to run. Left to itself, the idle
// process took another ~0.45 s to exit: Node's teardown of the environment (Rspack's native compilers
// freed one by one), after the last output was written; process.exit skips it. Output is not cut short:
// 'beforeExit' fires only when the event loop is empty, and standard output and error are synchronous
// on Linux.
import type {Plugin} from '@docusaurus/types';

export default function exitWhenDone(): Plugin {
  return {
    name: 'exit-when-done',
    postBuild() {
      // Registered at the end of a build only, so `docusaurus start` and failed builds exit as before.
      process.once('beforeExit', (code) => process.exit(code));
    },
  };
}

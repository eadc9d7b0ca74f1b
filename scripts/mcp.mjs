// npm run mcp: the docs MCP server over build/ (stdio; --http <port> for Streamable HTTP on 127.0.0.1).
// The server is bundled into the build by src/plugins/docs-mcp, so a build folder copied anywhere runs it
// with `node <build>/mcp/server.mjs`; this entry point only says what to do when there is no build yet.
import {existsSync} from 'node:fs';
import {fileURLToPath, pathToFileURL} from 'node:url';

const server = fileURLToPath(new URL('../build/mcp/server.mjs', import.meta.url));
if (!existsSync(server)) {
  console.error(`${server} is missing: run npm run build first.`);
  process.exit(1);
}
await import(pathToFileURL(server).href);

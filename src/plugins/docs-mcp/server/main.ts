// The docs MCP server's entry point, bundled into build/mcp/server.mjs by the docs-mcp plugin.
//   node build/mcp/server.mjs                 stdio (what an assistant's configuration runs)
//   node build/mcp/server.mjs --http 3917     Streamable HTTP on http://127.0.0.1:3917/mcp
//   --build <dir>                             another build folder (default: the one holding this file)
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {BoundedLines, MAX_MESSAGE_BYTES, rpcError} from './boundedLines';
import {DocsSite} from './site';
import {createDocsServer} from './tools';

const HTTP_HOST = '127.0.0.1';

async function serveStdio(site: DocsSite): Promise<void> {
  const server = createDocsServer(site);
  const input = new BoundedLines((line) => process.stdout.write(`${line}\n`));
  process.stdin.pipe(input);
  await server.connect(new StdioServerTransport(input, process.stdout, {maxBufferSize: 2 * MAX_MESSAGE_BYTES}));
  process.stdin.on('end', () => void server.close());
}

/** Reads a request body of at most MAX_MESSAGE_BYTES, or undefined when it is longer. */
async function body(req: IncomingMessage): Promise<Buffer | undefined> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > MAX_MESSAGE_BYTES) return undefined;
    parts.push(part);
  }
  return Buffer.concat(parts);
}

function send(res: ServerResponse, status: number, json: string): void {
  res.writeHead(status, {'content-type': 'application/json'}).end(json);
}

/** Streamable HTTP, stateless: each POST gets its own server and transport over the one loaded site. */
function serveHttp(site: DocsSite, port: number): void {
  const http = createServer(async (req, res) => {
    try {
      if (new URL(req.url ?? '/', `http://${HTTP_HOST}`).pathname !== '/mcp')
        return send(res, 404, rpcError(null, -32601, 'Not found: the endpoint is /mcp.'));
      if (req.method !== 'POST')
        return send(res, 405, rpcError(null, -32000, 'Method not allowed: this server is stateless, POST only.'));
      const raw = await body(req);
      if (!raw)
        return send(
          res,
          413,
          rpcError(null, -32600, `Request too large: messages are limited to ${MAX_MESSAGE_BYTES} bytes.`),
        );
      let message: unknown;
      try {
        message = JSON.parse(raw.toString('utf8'));
      } catch {
        return send(res, 400, rpcError(null, -32700, 'Parse error: the body is not JSON.'));
      }
      const server = createDocsServer(site);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        // Only this machine's own names: a web page cannot reach the server through a rebound DNS name.
        enableDnsRebindingProtection: true,
        allowedHosts: [`${HTTP_HOST}:${port}`, `localhost:${port}`],
      });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, message);
    } catch (error) {
      if (!res.headersSent) send(res, 500, rpcError(null, -32603, `Internal error: ${String(error)}`));
    }
  });
  http.listen(port, HTTP_HOST, () => console.error(`DataHub docs MCP server: http://${HTTP_HOST}:${port}/mcp`));
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.error(
      'Usage: node server.mjs [--build <dir>] [--http <port>]\nServes the DataHub docs build over MCP: stdio by default.',
    );
    return;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const site = new DocsSite(path.resolve(option(args, '--build') ?? path.join(here, '..')));
  if (args.includes('--http')) {
    const port = Number(option(args, '--http') ?? 3917);
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
      throw new Error(`--http needs a port number, not ${option(args, '--http')}`);
    serveHttp(site, port);
  } else await serveStdio(site);
  // Load the search index in the background, so the first search answers at once.
  site.warm().catch((error: unknown) => console.error(`search index: ${String(error)}`));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Writes every static host's headers and redirects files after the build, from one source, so they cannot
// drift, and a client redirect page for each redirect, for hosts that read none of them.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  renderHeadersFile,
  renderNginxServer,
  renderRedirectPage,
  renderRedirectsFile,
  renderVercelJson,
  type Redirect,
} from './hosts';
import {inlineHashes} from './inlineHashes';
import {resolveFile} from './server';

export type HostConfigOptions = {redirects: Redirect[]};

/** nginx reads its configuration from outside the web root: build/ gets build-nginx/server.conf beside it. */
export const nginxConfigPath = (outDir: string): string => path.join(`${path.resolve(outDir)}-nginx`, 'server.conf');

export default function hostConfigPlugin(_context: unknown, {redirects}: HostConfigOptions): Plugin {
  return {
    name: 'host-config',
    async postBuild({outDir, routesPaths}) {
      // Each redirect leads from a path no page has (to a page the build has: writeHostFiles checks that).
      const routes = new Set(routesPaths);
      for (const {from, to} of redirects)
        if (routes.has(from)) throw new Error(`host-config: ${from} is a page; it cannot also redirect to ${to}`);
      await writeHostFiles(outDir, redirects);
    },
  };
}

/**
 * Writes a client redirect page for each redirect, and each host's headers and redirects files for the
 * pages in `outDir`, once each redirect is found to lead to a page there. The build's own step, and again
 * once the pages of the older docs versions' builds are merged in (scripts/build.ts).
 */
export async function writeHostFiles(outDir: string, redirects: Redirect[]): Promise<void> {
  for (const {from, to} of redirects)
    if (!resolveFile(path.resolve(outDir), to))
      throw new Error(`host-config: ${from} redirects to ${to}, which ${outDir} has no page for`);
  await Promise.all(
    redirects.map(async (redirect) => {
      const file = path.join(outDir, redirect.from, 'index.html');
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, renderRedirectPage(redirect));
    }),
  );
  // The policy allows the pages' own inline scripts and style elements by hash: read them from the pages.
  const inline = await inlineHashes(outDir);
  // Netlify and Cloudflare Pages read _headers and _redirects, Vercel vercel.json, all from the output folder.
  await writeFile(path.join(outDir, '_headers'), renderHeadersFile(inline));
  await writeFile(path.join(outDir, '_redirects'), renderRedirectsFile(redirects));
  await writeFile(path.join(outDir, 'vercel.json'), renderVercelJson(redirects, inline));
  const nginxFile = nginxConfigPath(outDir);
  await mkdir(path.dirname(nginxFile), {recursive: true});
  await writeFile(nginxFile, renderNginxServer({root: outDir, redirects, inline}));
}

export {isCompressible, resolveFile, startStaticServer, type RunningServer} from './server';

// Renders config/headers.ts and config/redirects.ts into each static host's own format.
import {
  CACHE_CONTROL,
  CONTENT_TYPES,
  HASHED_PATHS,
  hashedPathRegExp,
  NO_INLINE_ELEMENTS,
  securityHeaders,
  type InlineHashes,
} from '../../../config/headers';

export type Redirect = {from: string; to: string};

/**
 * The one script of every client redirect page: it goes where the page's canonical link points, keeping
 * the query and fragment, and leaves no history entry behind. One text for every page, so the policy
 * allows all of them by one hash (a script naming its target would add a hash per redirect, and the
 * policy travels with every response: 16 more hashes, 0.9 kB, on each one at ten docs versions).
 */
export const REDIRECT_SCRIPT =
  "location.replace(document.querySelector('link[rel=canonical]').href + location.search + location.hash);";

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A static page for `redirect.from` that sends the reader to `redirect.to`, for hosts that read none of the
 * files below: a meta refresh without JavaScript, the script above with it.
 */
export function renderRedirectPage({to}: Redirect): string {
  if (/[?#]/.test(to)) throw new Error(`host-config: a redirect target carries no query or fragment: ${to}`);
  const url = attribute(encodeURI(to));
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>Redirecting</title>
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="0; url=${url}">
    <link rel="canonical" href="${url}">
  </head>
  <body>
    <p><a href="${url}">${url}</a></p>
    <script>${REDIRECT_SCRIPT}</script>
  </body>
</html>
`;
}

const headerLines = (headers: Record<string, string>): string[] =>
  Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);

/**
 * Netlify and Cloudflare Pages share the `_headers` format. Both join the values of a header that two
 * matching rules set, so Cache-Control is set only on the hashed files; for pages both hosts already send
 * `max-age=0, must-revalidate`, which is the no-cache the site asks for.
 */
export function renderHeadersFile(inline: InlineHashes = NO_INLINE_ELEMENTS): string {
  const blocks = [
    ['/*', ...headerLines(securityHeaders(inline))],
    ...HASHED_PATHS.map((pattern) => [pattern, ...headerLines({'Cache-Control': CACHE_CONTROL.hashedAssets})]),
    ...Object.entries(CONTENT_TYPES).map(([ext, type]) => [`/*${ext}`, ...headerLines({'Content-Type': type})]),
  ];
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}

/**
 * The headers a `_headers` file gives each path, read as Netlify and Cloudflare Pages read it: every block
 * whose pattern matches the path applies (`*` matches any characters). The local server serves a build
 * with the file host-config wrote for it, so it sends what the hosts send for that very build.
 */
export function headersFromFile(file: string): (pathname: string) => Record<string, string> {
  const rules = file
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [pattern, ...lines] = block.split('\n');
      const headers = lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const;
      });
      return {regex: new RegExp(hashedPathRegExp(pattern!.trim())), headers};
    });
  return (pathname) => {
    const result: Record<string, string> = {};
    for (const {regex, headers} of rules) {
      if (regex.test(pathname)) for (const [name, value] of headers) result[name] = value;
    }
    return result;
  };
}

/** Netlify and Cloudflare Pages `_redirects`: permanent (301) redirects. */
export function renderRedirectsFile(redirects: Redirect[]): string {
  return redirects.map(({from, to}) => `${from} ${to} 301\n`).join('');
}

/** Vercel applies every matching rule in order, the later one winning for the same header. */
export function renderVercelJson(redirects: Redirect[], inline: InlineHashes = NO_INLINE_ELEMENTS): string {
  const list = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({key, value}));
  const config = {
    headers: [
      {source: '/(.*)', headers: list({...securityHeaders(inline), 'Cache-Control': CACHE_CONTROL.default})},
      ...HASHED_PATHS.map((pattern) => ({
        source: pattern.replace(/\./g, '\\.').replace(/\*/g, '(.*)'),
        headers: list({'Cache-Control': CACHE_CONTROL.hashedAssets}),
      })),
      ...Object.entries(CONTENT_TYPES).map(([ext, type]) => ({
        source: `/(.*)\\${ext}`,
        headers: list({'Content-Type': type}),
      })),
    ],
    redirects: redirects.map(({from, to}) => ({source: from, destination: to, statusCode: 301})),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * An nginx `server` block over the build. nginx drops inherited add_header lines in a location that
 * adds its own, so every location repeats the full set.
 */
export function renderNginxServer({
  root,
  listen = '80',
  redirects,
  inline = NO_INLINE_ELEMENTS,
}: {
  root: string;
  listen?: string;
  redirects: Redirect[];
  inline?: InlineHashes;
}): string {
  // HSTS included: browsers take it only over HTTPS, which is how a deployment serves the site.
  const security = securityHeaders(inline);
  const addHeaders = (headers: Record<string, string>, indent = '    ') =>
    Object.entries(headers)
      .map(([name, value]) => `${indent}add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
      .join('\n');
  const common = {...security, 'Cache-Control': CACHE_CONTROL.default};
  const typeLocations = Object.entries(CONTENT_TYPES).map(
    ([ext, type]) => `  location ~* \\${ext}$ {
    types {}
    default_type "${type}";
${addHeaders(common)}
    try_files $uri =404;
  }`,
  );
  const redirectLocations = redirects.map(({from, to}) => `  location = ${from} { return 301 ${to}; }`);
  // A folder of hashed files is a prefix location, which wins over the regular expressions below.
  const hashedLocations = HASHED_PATHS.map((pattern) => {
    const folder = /^[^*]*\/\*$/.test(pattern) ? pattern.slice(0, -1) : undefined;
    return `  location ${folder ? `^~ ${folder}` : `~ ${hashedPathRegExp(pattern)}`} {
${addHeaders({...security, 'Cache-Control': CACHE_CONTROL.hashedAssets})}
    try_files $uri =404;
  }`;
  });
  return `# Generated by src/plugins/host-config from config/headers.ts and config/redirects.ts; do not edit.
server {
  listen ${listen};
  root ${root};
  index index.html;
  # Relative Location headers, so that redirects keep the host and port the reader used.
  absolute_redirect off;
  server_tokens off;
  error_page 404 /404.html;

${redirectLocations.join('\n')}

${hashedLocations.join('\n\n')}

${typeLocations.join('\n\n')}

  location / {
${addHeaders(common)}
    # Pages are folders with an index.html; /page.html reaches the same page as /page.
    try_files $uri $uri/index.html @html_suffix;
  }

  location @html_suffix {
    rewrite ^(/.+)\\.html$ $1/index.html last;
    return 404;
  }
}
`;
}

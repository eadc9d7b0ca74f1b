// Content types by file extension: the one source of truth for every host's headers (nginx, Netlify, Vercel,
// Cloudflare). Markdown twins and llms.txt are read by tools that trust the declared type and charset.
export const CONTENT_TYPES = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
} as const satisfies Record<`.${string}`, string>;

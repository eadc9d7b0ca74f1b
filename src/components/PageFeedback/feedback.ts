// What the page feedback widget remembers and sends: pure helpers, shared by the widget and its tests.

/** What a reader said about one page, kept in the browser so the widget does not ask twice. */
export type Answer = {helpful: boolean; commented?: boolean};

/**
 * The JSON POSTed to FEEDBACK_URL (only when it is set at build time), one request per answer and one per
 * comment. Documented in CONTRIBUTING.md; change it with the receiving endpoint.
 */
export type FeedbackEvent = {
  kind: 'rating' | 'comment';
  /** The page's URL on the site, without query or fragment. */
  page: string;
  title: string;
  /** The docs version's label (`Next`, `1.1.0`). */
  version: string;
  helpful: boolean;
  /** The reader's words, only with `kind: 'comment'`, at most COMMENT_MAX characters. */
  comment?: string;
};

export const COMMENT_MAX = 2000;
const STORAGE_PREFIX = 'datahub-docs.feedback:';

export function readAnswer(storage: Storage | undefined, page: string): Answer | undefined {
  try {
    const value = JSON.parse(storage?.getItem(STORAGE_PREFIX + page) ?? 'null') as Answer | null;
    return value && typeof value.helpful === 'boolean' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveAnswer(storage: Storage | undefined, page: string, answer: Answer): void {
  try {
    storage?.setItem(STORAGE_PREFIX + page, JSON.stringify(answer));
  } catch {
    // Storage full or blocked: the widget still thanks the reader; it may ask again on the next visit.
  }
}

/** A new GitHub issue in the docs' repository, prefilled with the page's URL, title and version. */
export function problemReportUrl(repoUrl: string, page: {url: string; title: string; version: string}): string {
  const params = new URLSearchParams({
    title: `Docs: problem on "${page.title}"`,
    body: [
      `Page: ${page.url}`,
      `Title: ${page.title}`,
      `Docs version: ${page.version}`,
      '',
      'What is wrong or missing on this page:',
      '',
    ].join('\n'),
    labels: 'documentation',
  });
  return `${repoUrl.replace(/\/$/, '')}/issues/new?${params.toString()}`;
}

/** Sends one event to `endpoint`; never throws (feedback must not break the page). */
export async function send(endpoint: string | undefined, event: FeedbackEvent): Promise<boolean> {
  if (!endpoint) return false;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(event),
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}

// "Was this page helpful?" and "Report a problem with this page", under every doc page. Nothing leaves the
// browser unless FEEDBACK_URL was set at build time (config/integrations.ts); the answer per page is kept
// in localStorage so the widget does not ask twice. Without JavaScript only the report link shows.
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {COMMENT_MAX, problemReportUrl, readAnswer, saveAnswer, send, type Answer, type FeedbackEvent} from './feedback';
import styles from './styles.module.css';

/** The browser's storage, or none where reading it throws (a third-party frame, storage blocked). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export default function PageFeedback(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const isBrowser = useIsBrowser();
  const headingId = useId();
  const commentId = useId();
  const endpoint = siteConfig.customFields?.feedbackUrl as string | undefined;
  const page = {url: new URL(metadata.permalink, siteConfig.url).href, title: metadata.title, version: version.label};
  const [answer, setAnswer] = useState<Answer | undefined>();
  const [comment, setComment] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The buttons go once answered: focus moves to the optional comment instead of being lost.
  const [rated, setRated] = useState(false);
  useEffect(() => {
    if (rated) textarea.current?.focus();
  }, [rated]);
  useEffect(() => setAnswer(readAnswer(storage(), metadata.permalink)), [metadata.permalink]);

  const event = (kind: FeedbackEvent['kind'], helpful: boolean, text?: string): FeedbackEvent => ({
    kind,
    page: page.url,
    title: page.title,
    version: page.version,
    helpful,
    ...(text && {comment: text}),
  });
  const rate = (helpful: boolean) => {
    const next = {helpful};
    saveAnswer(storage(), metadata.permalink, next);
    setAnswer(next);
    setRated(true);
    void send(endpoint, event('rating', helpful));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!answer || !comment.trim()) return;
    const next = {...answer, commented: true};
    saveAnswer(storage(), metadata.permalink, next);
    setAnswer(next);
    void send(endpoint, event('comment', answer.helpful, comment.trim().slice(0, COMMENT_MAX)));
  };

  return (
    <section className={styles.feedback} aria-labelledby={headingId} data-search-ignore="">
      {/* A label, not a heading: the page's outline ends with its own content. */}
      <p id={headingId} className={styles.heading}>
        Was this page helpful?
      </p>
      {/* The question needs JavaScript; the space it takes is kept either way, so nothing moves on hydration. */}
      <div className={styles.answer}>
        {isBrowser && !answer && (
          <div className={styles.buttons}>
            <button type="button" className="button button--secondary button--sm" onClick={() => rate(true)}>
              Yes
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => rate(false)}>
              No
            </button>
          </div>
        )}
        <p className={styles.thanks} role="status">
          {answer && `Thanks for your feedback.${answer.commented ? ' We read every comment.' : ''}`}
        </p>
      </div>
      {answer && !answer.commented && (
        <form className={styles.comment} onSubmit={submit}>
          <label htmlFor={commentId}>
            {answer.helpful ? 'What did you find useful? (optional)' : 'What was missing or wrong? (optional)'}
          </label>
          <textarea
            ref={textarea}
            id={commentId}
            rows={3}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <button type="submit" className="button button--primary button--sm" disabled={!comment.trim()}>
            Send
          </button>
        </form>
      )}
      <p className={styles.report}>
        <Link href={problemReportUrl(siteConfig.customFields?.repoUrl as string, page)}>
          Report a problem with this page
        </Link>
      </p>
    </section>
  );
}

// The panel of "Check your recipe": a labelled editor, checked as the reader types (debounced), with each
// problem on its line and column, linked to the option's row in the page's table. Loaded on demand by
// ./index.tsx; nothing typed here leaves the page. One per page, so its ids are fixed.
import {Fragment, useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {indexFromCheckerData, optionAnchor} from '../../content-check/recipes.mjs';
import {checkText, type CheckerData, type CheckResult} from './check';
import styles from './styles.module.css';

const DEBOUNCE_MS = 150;

const requests = new Map<string, Promise<CheckerData>>();

/** Fetches a page's option data once: the button's focus starts it, opening the panel reuses it. */
export function prefetch(url: URL): Promise<CheckerData> {
  let pending = requests.get(url.href);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<CheckerData>;
    });
    pending.catch(() => requests.delete(url.href)); // a later attempt retries, e.g. once back online
    requests.set(url.href, pending);
  }
  return pending;
}

/** A message with `code` spans. */
function Message({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        <Fragment key={i}>{part}</Fragment>
      ),
    );
}

export default function Panel({source, data: dataUrl}: {source: string; data: () => URL}): ReactNode {
  const [data, setData] = useState<CheckerData | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const [result, setResult] = useState<CheckResult | null>(null);

  // The page passes a new `data` function on each render (a hash link re-renders it), so the data is
  // keyed by its address, and the starter recipe fills the editor only once.
  const href = dataUrl().href;
  useEffect(() => {
    let current = true;
    prefetch(new URL(href)).then(
      (loaded) => {
        if (!current) return;
        setData(loaded);
        setText((typed) => typed || loaded.recipe);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [href]);

  const index = useMemo(() => (data ? indexFromCheckerData(data) : null), [data]);
  useEffect(() => {
    if (!data || !index) return undefined;
    const timer = setTimeout(() => setResult(checkText(text, data, index)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, data, index]);

  if (failed) return <p role="alert">The recipe checker could not be loaded. Reload the page to try again.</p>;
  if (!data) return <p role="status">Loading the recipe checker…</p>;

  const count = result?.problems.length ?? 0;
  const summary = !result
    ? 'Checking…'
    : result.checked === 0
      ? 'Paste or type a recipe to check it.'
      : count === 0
        ? data.complete
          ? `No problems found: every option is one that ${source} accepts.`
          : 'No problems found, but only the source type is checked: this version’s option list for the source is not complete.'
        : `${count} ${count === 1 ? 'problem' : 'problems'} found.`;
  return (
    <section className={styles.panel} aria-labelledby="check-your-recipe">
      <Heading as="h3" id="check-your-recipe" className={styles.title}>
        Check your recipe
      </Heading>
      <p className={styles.hint}>
        Edit the starter recipe or paste your own, in YAML or JSON. It is checked in your browser against the options
        below as you type; nothing you enter leaves the page, and placeholders such as <code>{'${PASSWORD}'}</code> are
        accepted wherever a value is.
      </p>
      <label htmlFor="recipe-checker-input" className={styles.label}>
        Recipe for {source}
      </label>
      <textarea
        id="recipe-checker-input"
        className={styles.editor}
        value={text}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={Math.min(24, Math.max(10, text.split('\n').length + 1))}
        onChange={(event) => setText(event.target.value)}
        aria-describedby="recipe-checker-status"
      />
      <p id="recipe-checker-status" role="status" aria-live="polite" className={styles.status}>
        {summary}
      </p>
      {count > 0 && (
        <ol className={styles.problems}>
          {result!.problems.map((problem, i) => (
            <li key={i}>
              <span className={styles.where}>
                Line {problem.line}, column {problem.column}:
              </span>{' '}
              <Message text={problem.message} />
              {problem.option && (
                <>
                  {' '}
                  <Link to={`#${optionAnchor(problem.option)}`}>
                    See <code>{problem.option}</code>
                  </Link>
                </>
              )}
              {problem.page && (
                <>
                  {' '}
                  <Link to={`./${problem.page.slug}`}>Open the {problem.page.name} page</Link>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

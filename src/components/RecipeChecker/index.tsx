// "Check your recipe" on an ingestion source page: the button the page renders, and the panel it opens.
// Everything else loads on the button's first focus, hover or click: the panel and the validator
// (./Panel.tsx, with src/content-check/recipes.mjs, the content check's own) and the page's option data, a
// JSON file the bundler emits as an asset (`new URL(file, import.meta.url)` in the page) that the panel
// fetches. Not a chunk per page: each would add an entry to the runtime's chunk map, which every page
// loads. This shell is all a source page carries before hydration. The button shows only once the page runs
// in a browser (without JavaScript there is nothing to check with), in space the server's page keeps for it,
// so nothing below it moves on hydration: a link to an option row lands on the row and stays there.
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';

const loadPanel = () => import('./Panel');
const Panel = lazy(loadPanel);

export default function RecipeChecker({source, data}: {source: string; data: () => URL}): ReactNode {
  const [state, setState] = useState<'server' | 'closed' | 'open'>('server');
  useEffect(() => setState('closed'), []);
  const prefetch = () => void loadPanel().then((module) => module.prefetch(data()));
  return (
    <div className="margin-bottom--md" data-search-ignore>
      {state === 'open' ? (
        <Suspense fallback={<p role="status">Loading the recipe checker…</p>}>
          <Panel source={source} data={data} />
        </Suspense>
      ) : (
        // Until the page runs in a browser the button only keeps its space: nothing can check a recipe yet.
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={state === 'server'}
          style={state === 'server' ? {visibility: 'hidden'} : undefined}
          onFocus={prefetch}
          onPointerEnter={prefetch}
          onClick={() => setState('open')}
        >
          Check your recipe
        </button>
      )}
    </div>
  );
}

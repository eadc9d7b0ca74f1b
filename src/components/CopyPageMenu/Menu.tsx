import {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type CopyStatus = 'idle' | 'copied' | 'failed';

type Props = {
  id: string;
  labelledBy: string;
  /** The menu and its button: pointer presses outside it close the menu. */
  container: RefObject<HTMLDivElement | null>;
  /** Path of the page's Markdown twin, such as /docs/quickstart.md. */
  twinPath: string;
  /** Public URL of the twin, which assistants can fetch. */
  twinUrl: string;
  onClose: (returnFocus: boolean) => void;
  onCopied: (status: CopyStatus) => void;
};

const assistantPrompt = (twinUrl: string) =>
  `Read ${twinUrl} so that I can ask you questions about this page of the DataHub documentation.`;

/** The open menu (a lazily loaded chunk): WAI-ARIA menu with arrow keys, Home, End, Escape and Tab. */
export default function Menu({id, labelledBy, container, twinPath, twinUrl, onClose, onCopied}: Props): ReactNode {
  const items = useRef<(HTMLElement | null)[]>([]);
  // Fetched as the menu opens, so the clipboard write follows the click without a network wait.
  const twin = useRef<Promise<string> | null>(null);

  useEffect(() => {
    items.current[0]?.focus();
    const request = fetch(twinPath).then((response) =>
      response.ok ? response.text() : Promise.reject(new Error(`${twinPath}: HTTP ${response.status}`)),
    );
    request.catch(() => undefined);
    twin.current = request;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [twinPath, container, onClose]);

  const copy = async () => {
    onClose(true);
    try {
      await navigator.clipboard.writeText(await twin.current!);
      onCopied('copied');
    } catch {
      onCopied('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const focusable = items.current.filter((item): item is HTMLElement => item !== null);
    const index = focusable.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      focusable[(to + focusable.length) % focusable.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(focusable.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  const prompt = encodeURIComponent(assistantPrompt(twinUrl));
  // `pathname://` makes Link render a plain link: the twin is a file, not a route of the single-page app.
  const links: {label: string; to: string; target?: string}[] = [
    {label: 'View as Markdown', to: `pathname://${twinPath}`, target: '_self'},
    {label: 'Open in ChatGPT', to: `https://chatgpt.com/?q=${prompt}`},
    {label: 'Open in Claude', to: `https://claude.ai/new?q=${prompt}`},
  ];
  const ref = (index: number) => (element: HTMLElement | null) => {
    items.current[index] = element;
  };

  return (
    <div id={id} role="menu" aria-labelledby={labelledBy} tabIndex={-1} className={styles.menu} onKeyDown={onKeyDown}>
      <button ref={ref(0)} type="button" role="menuitem" tabIndex={-1} className="dropdown__link" onClick={copy}>
        Copy page as Markdown
      </button>
      {links.map(({label, ...link}, index) => (
        <Link
          {...link}
          key={label}
          ref={ref(index + 1)}
          role="menuitem"
          tabIndex={-1}
          className="dropdown__link"
          onClick={() => onClose(false)}
        >
          {label}
        </Link>
      ))}
    </div>
  );
}

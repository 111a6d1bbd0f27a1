import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { chooseSearchVersion, onSearchOpenRequest, useSearch } from '@docs/runtime/search';
import { SearchIcon } from '../components/Icons.js';
import { SearchResultList, hitId } from '../components/search/SearchResultList.js';
import { SearchStatus } from '../components/search/SearchStatus.js';
import { focusableIn } from '../components/search/focusable-in.js';

export interface SearchModalProps {
  searchPath: string;
  /** The docs versions' indexes, on a site with versions. */
  versions?: { name: string; label: string; index: string }[];
  /** The docs version of this page, whose pages a search here finds. */
  version?: string;
}

/**
 * The navbar's search button and the dialog it opens. Without JavaScript the button is a link to the
 * search page. Ctrl/Cmd+K and `/` open the dialog through the bootstrap script's shortcuts.
 */
export default function SearchModal({ searchPath, versions, version }: SearchModalProps) {
  // The dialog is open when this holds the query to start with (what was typed while it loaded).
  const [open, setOpen] = useState<{ initialQuery: string } | null>(null);
  const [keys, setKeys] = useState('Ctrl K');
  const opener = useRef<Element | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const show = useCallback((typedAhead = '') => {
    if (!document.documentElement.hasAttribute('data-search-open')) opener.current = document.activeElement;
    setOpen((current) => current ?? { initialQuery: typedAhead });
    // Asked again while open (Ctrl+K from a result): back to the query field.
    input.current?.focus();
  }, []);
  const hide = useCallback((restoreFocus: boolean) => {
    setOpen(null);
    if (restoreFocus && opener.current instanceof HTMLElement) opener.current.focus();
  }, []);

  useEffect(() => onSearchOpenRequest(show), [show]);
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setKeys('⌘ K');
  }, []);

  return (
    <>
      <a
        className="search-button"
        href={searchPath}
        data-search-shortcut
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={(event) => {
          event.preventDefault();
          show();
        }}
      >
        <SearchIcon />
        {/* The visible word is the name, so a reader who says "click Search" reaches it; the keys are announced through aria-keyshortcuts. */}
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys" aria-hidden="true">
          {keys}
        </kbd>
      </a>
      {open ? createPortal(<SearchDialog searchPath={searchPath} versions={versions} version={version} initialQuery={open.initialQuery} input={input} onClose={hide} />, document.body) : null}
    </>
  );
}

interface SearchDialogProps extends SearchModalProps {
  initialQuery: string;
  input: RefObject<HTMLInputElement | null>;
  onClose: (restoreFocus: boolean) => void;
}

function SearchDialog({ searchPath, versions, version, initialQuery, input, onClose }: SearchDialogProps) {
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const idPrefix = useId().replace(/:/g, '');
  // A docs page searches its own version; elsewhere, the version the reader chose (else the latest).
  const [searched] = useState(() => chooseSearchVersion(versions, version));
  const state = useSearch(query, true, { pages: 8, hitsPerPage: 3, ...(searched ? { index: searched.index } : {}) });
  const hitCount = state.status === 'done' ? state.results.groups.reduce((sum, group) => sum + group.hits.length, 0) : 0;

  // Before the browser handles another event: a key pressed the moment the dialog shows (Escape just after
  // Ctrl+K) must reach the dialog, not the element that had the focus before it.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-search-open', '');
    input.current?.focus();
    // Instant navigation to a result (or anywhere) closes the dialog; focus then goes to the new page.
    const close = () => onClose(false);
    document.addEventListener('docs:page-load', close);
    return () => {
      root.removeAttribute('data-search-open');
      document.removeEventListener('docs:page-load', close);
    };
  }, [onClose]);
  useEffect(() => setActive(0), [query]);
  // Enter pressed while the results were pending opens the first hit of this query's, once they are in.
  const enterWhenReady = useRef(false);
  const ready = state.status === 'done' && !state.pending ? state.results : undefined;
  useEffect(() => {
    if (!enterWhenReady.current) return;
    if (!ready && state.status === 'done') return;
    enterWhenReady.current = false;
    if (ready && hitCount) document.getElementById(hitId(idPrefix, 0))?.click();
  }, [ready, state.status, hitCount, idPrefix]);
  useEffect(() => {
    enterWhenReady.current = false;
  }, [query]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      // Focus stays inside the dialog while it is open.
      const focusable = focusableIn(dialog.current!);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hitCount) {
      event.preventDefault();
      const next = (active + (event.key === 'ArrowDown' ? 1 : hitCount - 1)) % hitCount;
      setActive(next);
      document.getElementById(hitId(idPrefix, next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && event.target === input.current && state.status === 'done' && state.pending) {
      // The results on screen are those of what was typed before: the hit opens once this query's are in.
      event.preventDefault();
      enterWhenReady.current = true;
    } else if (event.key === 'Enter' && event.target === input.current && hitCount) {
      event.preventDefault();
      document.getElementById(hitId(idPrefix, active))?.click();
    }
  };

  // The search page searches the same version (the reader's choice could be another).
  const allResults = `${searchPath}?q=${encodeURIComponent(query.trim())}${searched ? `&version=${encodeURIComponent(searched.name)}` : ''}`;
  return (
    <div
      className="search-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Else the press would move the focus on, to the page's body, once it is back on the opener.
        event.preventDefault();
        onClose(true);
      }}
    >
      <div ref={dialog} className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation" onKeyDown={onKeyDown}>
        <form className="search-modal-form" role="search" action={searchPath} onSubmit={(event) => event.preventDefault()}>
          <SearchIcon />
          <input
            ref={input}
            className="search-modal-input"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search the docs"
            aria-label="Search the documentation"
            role="combobox"
            aria-expanded={hitCount > 0}
            aria-controls={`${idPrefix}-listbox`}
            aria-activedescendant={hitCount ? hitId(idPrefix, active) : undefined}
            aria-autocomplete="list"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          {/* Its name starts with the word it shows, so speech input ("click Esc") finds it. */}
          <button type="button" className="search-modal-close" onClick={() => onClose(true)} aria-label="Esc: close search" aria-keyshortcuts="Escape">
            Esc
          </button>
        </form>
        <div className="search-modal-body">
          <SearchStatus state={state} query={query} />
          {state.status === 'done' && hitCount ? (
            <SearchResultList results={state.results} idPrefix={idPrefix} activeHit={active} onHitClick={() => onClose(false)} onHitHover={setActive} />
          ) : null}
          {state.status === 'idle' ? <p className="search-status">Search guides, API operations, parameters and fields.</p> : null}
        </div>
        {query.trim() ? (
          // A div: a footer here would be a second contentinfo landmark of the page while the modal is open.
          <div className="search-modal-footer">
            <a href={allResults} onClick={() => onClose(false)}>
              See all results for "{query.trim()}"
            </a>
          </div>
        ) : null}
      </div>
    </div>
  );
}

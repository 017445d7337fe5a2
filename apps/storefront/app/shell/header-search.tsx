import { SearchBoxView, searchedText, searchPageHref, shopHref, useLocale } from '@shop/ui';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type LiveSearchBoxComponent from './live-search-box.js';

type LiveSearchBox = typeof LiveSearchBoxComponent;

let loading: Promise<LiveSearchBox> | undefined;
function loadLive(): Promise<LiveSearchBox> {
  loading ??= import('./live-search-box.js').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed fetch (offline, a new deployment) is tried again on the next use.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const noop = () => undefined;

export interface HeaderSearchProps {
  /** Where the user is (path and query): a change closes the dropdown. */
  currentUrl: string;
  onNavigate: (href: string) => void;
}

/**
 * The header search. Until it is used it is the plain box (the same markup, no machine): the
 * search code and its state-machine library load when the pointer comes near or the box gets
 * focus, and the live box then takes over with the words typed so far, focus and caret kept.
 * Enter in the plain box opens the search page; if the code cannot load, the plain box stays.
 */
export function HeaderSearch({ currentUrl, onNavigate }: HeaderSearchProps) {
  const locale = useLocale();
  // On the search page the box shows the words searched for, and follows a new search.
  const searched = searchedText(currentUrl);
  const [text, setText] = useState(searched);
  const [shownFor, setShownFor] = useState(searched);
  if (searched !== shownFor) {
    setShownFor(searched);
    setText(searched);
  }
  const [live, setLive] = useState<{ Box: LiveSearchBox; focused: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const goLive = () => {
    loadLive().then((Box) => {
      const controls = () =>
        Array.from(root.current?.querySelectorAll<HTMLElement>('input, button') ?? []);
      const focused = controls().findIndex((control) => control === document.activeElement);
      // The swap is one synchronous commit, effects included: rendered later, the live box would
      // meet the next keystroke before its machine is subscribed, and React would put the old
      // text back over it. The input hands over with its caret (`takeOver`); a button of the box
      // (clear, submit) keeps the focus at its place; a shopper who has tabbed on keeps theirs.
      flushSync(() => setLive({ Box, focused: focused === 0 }));
      if (focused > 0) controls()[focused]?.focus();
    }, noop);
  };

  return (
    <div
      ref={root}
      className="shop:contents"
      // Which box is on: tests wait for the swap, which a shopper does not see.
      data-search-box={live ? 'live' : 'plain'}
      onPointerEnter={() => void loadLive().catch(noop)}
    >
      {live ? (
        <live.Box
          currentUrl={currentUrl}
          onNavigate={onNavigate}
          defaultText={text}
          takeOver={live.focused}
        />
      ) : (
        <SearchBoxView
          value={text}
          onValueChange={(next) => {
            setText(next);
            goLive();
          }}
          onFocus={goLive}
          onSubmit={() => onNavigate(shopHref(searchPageHref(currentUrl, text), locale))}
          onClear={() => setText('')}
          onEscape={() => setText('')}
          onMove={noop}
          onSelect={noop}
        />
      )}
    </div>
  );
}

import { SearchBoxView, searchPageHref, shopHref, useLocale } from '@shop/ui';
import { useState } from 'react';
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
  const [text, setText] = useState('');
  const [Live, setLive] = useState<LiveSearchBox | null>(null);
  const goLive = () => {
    loadLive().then(
      (component) => setLive(() => component),
      () => undefined,
    );
  };

  if (Live) {
    return <Live currentUrl={currentUrl} onNavigate={onNavigate} defaultText={text} takeOver />;
  }
  return (
    <div className="contents" onPointerEnter={() => void loadLive().catch(noop)}>
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
    </div>
  );
}

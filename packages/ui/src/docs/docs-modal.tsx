import type { Decorator } from '@storybook/react-vite';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../primitives/button/button.js';

/**
 * Which story of the docs page is shown, by the id of its opener: one at a time, so a docs page
 * never stacks the overlays, focus traps and scroll locks of all its open dialogs.
 */
let shown: string | null = null;
const listeners = new Set<() => void>();

function show(opener: string | null): void {
  shown = opener;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A story that opens a dialog, mounted on a docs page only while its button says so. */
function DocsModalStory({ name, children }: { name: string; children: ReactNode }) {
  const opener = useId();
  const open = useSyncExternalStore(
    subscribe,
    () => shown === opener,
    () => false,
  );
  return (
    <div className="shop:flex shop:flex-col shop:items-start shop:gap-3 shop:p-4">
      <Button variant="secondary" size="sm" onClick={() => show(open ? null : opener)}>
        {open ? `Hide “${name}”` : `Show “${name}”`}
      </Button>
      {open ? children : null}
    </div>
  );
}

/**
 * For the meta of a modal, drawer or dialog: on the docs page each story is drawn closed behind
 * a button that shows it (and hides the one shown before); in story mode, where the tests and
 * the screenshots run, the story renders as it is.
 */
export const oneAtATimeInDocs: Decorator = (Story, context) =>
  context.viewMode === 'docs' ? (
    <DocsModalStory name={context.name}>
      <Story />
    </DocsModalStory>
  ) : (
    <Story />
  );

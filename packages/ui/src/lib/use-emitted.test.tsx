// @vitest-environment jsdom
import { useActorRef } from '@xstate/react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emit, setup } from 'xstate';
import { useEmitted } from './use-emitted.js';

type Said = { type: 'said'; word: string };

/** Says 'start' as it starts, then whatever it is told. */
const parrot = setup({
  types: { events: {} as { type: 'SAY'; word: string }, emitted: {} as Said },
}).createMachine({
  entry: emit({ type: 'said', word: 'start' }),
  on: { SAY: { actions: emit(({ event }) => ({ type: 'said' as const, word: event.word })) } },
});

describe('useEmitted', () => {
  it('hears what the actor emits at its start, and always through the latest listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(
      ({ listener }: { listener: (event: Said) => void }) => {
        const actor = useActorRef(parrot);
        useEmitted(actor, listener);
        return actor;
      },
      { initialProps: { listener: first } },
    );
    expect(first).toHaveBeenCalledExactlyOnceWith({ type: 'said', word: 'start' });
    rerender({ listener: second });
    result.current.send({ type: 'SAY', word: 'bună' });
    expect(second).toHaveBeenCalledExactlyOnceWith({ type: 'said', word: 'bună' });
    expect(first).toHaveBeenCalledTimes(1);
    unmount();
  });
});

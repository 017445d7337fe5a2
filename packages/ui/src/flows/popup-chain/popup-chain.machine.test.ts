import type { Popup } from '@shop/core/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  popupChainMachine,
  popupTurns,
  selectPopupChainOpen,
  selectPopupChainPopup,
} from './popup-chain.machine.js';

function popup(id: number, inactive_time: number, active_time: number): Popup {
  return {
    id,
    title: `Popup ${id}`,
    image: null,
    description: '',
    inactive_time,
    active_time,
    link: null,
  };
}

/** A, then B three seconds after A hides, C never (no active time), D two seconds after B. */
const CHAIN = [popup(1, 5, 10), popup(2, 3, 7), popup(3, 4, 0), popup(4, 2, 4)];

interface Setup {
  /** The popups cookie is set. @default false */
  seen?: boolean | Error;
  /** What the fetch answers, or the error it fails with. @default CHAIN */
  popups?: readonly Popup[] | Error;
  /** Writing the cookie fails. @default false */
  rememberFails?: boolean;
}

/** The machine with fake actors that answer at once, recording their calls. */
function setupChain({ seen = false, popups = CHAIN, rememberFails = false }: Setup = {}) {
  const calls = { seen: 0, loads: [] as AbortSignal[], remembered: 0 };
  const logged: unknown[] = [];
  const machine = popupChainMachine.provide({
    actors: {
      popupsSeen: fromPromise<boolean>(async () => {
        calls.seen += 1;
        if (seen instanceof Error) throw seen;
        return seen;
      }),
      loadPopups: fromPromise<readonly Popup[]>(async ({ signal }) => {
        calls.loads.push(signal);
        if (popups instanceof Error) throw popups;
        return popups;
      }),
      rememberPopups: fromPromise<void>(async () => {
        calls.remembered += 1;
        if (rememberFails) throw new Error('cookies blocked');
      }),
    },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine);
  actor.start();
  const open = () => selectPopupChainOpen(actor.getSnapshot());
  const shownId = () => selectPopupChainPopup(actor.getSnapshot())?.id ?? null;
  /** Moves the fake clock on by `seconds` (letting answered promises reach the machine). */
  const wait = (seconds: number) => vi.advanceTimersByTimeAsync(seconds * 1000);
  return { actor, calls, logged, open, shownId, wait };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('popup chain machine', () => {
  it('fetches nothing and shows nothing while the cookie is set', async () => {
    const { actor, calls, open, wait } = setupChain({ seen: true });
    await wait(3600);
    expect(calls).toEqual({ seen: 1, loads: [], remembered: 0 });
    expect(open()).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('without the cookie fetches once and records the fetch in the cookie', async () => {
    const { calls, wait } = setupChain();
    await wait(0);
    expect(calls.loads).toHaveLength(1);
    expect(calls.remembered).toBe(1);
    await wait(3600);
    expect(calls.loads).toHaveLength(1);
    expect(calls.remembered).toBe(1);
  });

  it('shows each popup after its inactive time for its active time, one turn after another', async () => {
    const { actor, open, shownId, wait } = setupChain();
    await wait(4.999);
    expect(open()).toBe(false);
    expect(shownId()).toBeNull();
    await wait(0.001); // 5 s: A's inactive time is over
    expect(open()).toBe(true);
    expect(shownId()).toBe(1);
    await wait(9.999);
    expect(open()).toBe(true);
    await wait(0.001); // 15 s: A's 10 s are over; B's turn starts
    expect(open()).toBe(false);
    expect(shownId()).toBe(1); // kept while it hides
    await wait(2.999);
    expect(open()).toBe(false);
    await wait(0.001); // 18 s = A's 5 + 10, then B's 3
    expect(open()).toBe(true);
    expect(shownId()).toBe(2);
    await wait(7); // 25 s: B hides; C has no active time and takes no turn
    expect(open()).toBe(false);
    await wait(1.999);
    expect(open()).toBe(false);
    await wait(0.001); // 27 s = 25 + D's 2
    expect(open()).toBe(true);
    expect(shownId()).toBe(4);
    await wait(4); // 31 s: the chain is over
    expect(open()).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    await wait(3600);
    expect(open()).toBe(false);
  });

  it('close hides the popup at once; the next one still comes at its time in the chain', async () => {
    const { actor, open, shownId, wait } = setupChain();
    await wait(6);
    expect(open()).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(open()).toBe(false);
    // Hidden for the rest of A's turn, however often it is closed.
    actor.send({ type: 'CLOSE' });
    await wait(8.999);
    expect(open()).toBe(false);
    // The next popup's timer went on: B shows at 18 s, as without the close (not 6 + 3 s).
    await wait(3);
    expect(open()).toBe(false);
    await wait(0.001);
    expect(open()).toBe(true);
    expect(shownId()).toBe(2);
    // Closing B right away: D still comes at 27 s.
    actor.send({ type: 'CLOSE' });
    expect(open()).toBe(false);
    await wait(8.999);
    expect(open()).toBe(false);
    await wait(0.001);
    expect(open()).toBe(true);
    expect(shownId()).toBe(4);
    actor.send({ type: 'CLOSE' });
    await wait(4);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a close while nothing is on screen changes nothing', async () => {
    const { actor, open, wait } = setupChain();
    await wait(1);
    actor.send({ type: 'CLOSE' });
    await wait(4);
    expect(open()).toBe(true);
  });

  it('an empty list shows nothing, and is remembered like any fetch', async () => {
    const { actor, calls, open, wait } = setupChain({ popups: [] });
    await wait(60);
    expect(open()).toBe(false);
    expect(calls.remembered).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('popups that have no active time are never shown', async () => {
    const { actor, calls, open, wait } = setupChain({ popups: [popup(1, 0, 0), popup(2, 5, 0)] });
    await wait(60);
    expect(open()).toBe(false);
    expect(calls.remembered).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed fetch shows nothing, is logged, writes no cookie and is not tried again', async () => {
    const failure = new Error('503');
    const { actor, calls, logged, open, wait } = setupChain({ popups: failure });
    await wait(3 * 3600);
    expect(calls.loads).toHaveLength(1);
    expect(calls.remembered).toBe(0);
    expect(logged).toEqual([failure]);
    expect(open()).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('an unreadable cookie fetches nothing (never a fetch on every page)', async () => {
    const { calls, logged, open, wait } = setupChain({ seen: new Error('no document') });
    await wait(60);
    expect(calls.loads).toHaveLength(0);
    expect(logged).toHaveLength(1);
    expect(open()).toBe(false);
  });

  it('a cookie that cannot be written is logged; the popups still show', async () => {
    const { logged, open, shownId, wait } = setupChain({ rememberFails: true });
    await wait(5);
    expect(logged).toHaveLength(1);
    expect(open()).toBe(true);
    expect(shownId()).toBe(1);
  });

  it('leaving the page cancels the fetch under way', async () => {
    const signals: AbortSignal[] = [];
    const machine = popupChainMachine.provide({
      actors: {
        popupsSeen: fromPromise<boolean>(async () => false),
        loadPopups: fromPromise<readonly Popup[]>(
          ({ signal }) =>
            new Promise((_, reject) => {
              signals.push(signal);
              signal.addEventListener('abort', () => reject(new Error('aborted')));
            }),
        ),
      },
    });
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(signals).toHaveLength(1);
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('with the shipped actors (not provided) it shows nothing and says why in the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(popupChainMachine).start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(selectPopupChainOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    expect(String(error.mock.calls[0]?.[1])).toMatch(/popupsSeen not provided/);
    error.mockRestore();
  });
});

describe('popupTurns', () => {
  it('times the turns in milliseconds by core’s chain rule, without the popups that never show', () => {
    expect(
      popupTurns(CHAIN).map(({ popup: { id }, inactiveMs, activeMs }) => ({
        id,
        inactiveMs,
        activeMs,
      })),
    ).toEqual([
      { id: 1, inactiveMs: 5000, activeMs: 10_000 },
      { id: 2, inactiveMs: 3000, activeMs: 7000 },
      { id: 4, inactiveMs: 2000, activeMs: 4000 },
    ]);
  });

  it('keeps popups with the same id apart, and caps a delay at what a timer can wait', () => {
    const turns = popupTurns([popup(7, 0, 1), popup(7, 60 * 86_400, 1.5)]);
    expect(turns.map((turn) => turn.popup)).toHaveLength(2);
    expect(turns[0]?.inactiveMs).toBe(0);
    expect(turns[1]?.inactiveMs).toBe(2 ** 31 - 1);
    expect(turns[1]?.activeMs).toBe(1500);
  });
});

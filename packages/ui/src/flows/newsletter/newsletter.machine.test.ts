import type { NewsletterPreferencesRequest, NewsletterSettings } from '@shop/core/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  newsletterMachine,
  selectNewsletterAddress,
  selectNewsletterDirty,
  selectNewsletterSaveFailed,
  selectNewsletterSaving,
  selectNewsletterStatus,
  selectNewsletterValues,
  type NewsletterEmitted,
  type NewsletterMachineInput,
} from './newsletter.machine.js';

/** A pending call of a fake actor, answered by the test. */
interface Call<Input, Output> {
  input: Input;
  signal: AbortSignal;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

const STORED: NewsletterSettings = {
  email: 'ion@example.md',
  email_subscription: true,
  sms_subscription: false,
};

/** The machine with fake load and save actors; every call waits for the test to answer it. */
function setupNewsletter(input: NewsletterMachineInput = { initial: STORED }) {
  const loads: Call<void, NewsletterSettings>[] = [];
  const saves: Call<NewsletterPreferencesRequest, NewsletterSettings>[] = [];
  const logged: unknown[] = [];
  const machine = newsletterMachine.provide({
    actors: {
      loadNewsletter: fromPromise<NewsletterSettings>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            loads.push({ input: undefined, signal, resolve, reject });
          }),
      ),
      saveNewsletter: fromPromise<NewsletterSettings, NewsletterPreferencesRequest>(
        ({ input: body, signal }) =>
          new Promise((resolve, reject) => {
            saves.push({ input: body, signal, resolve, reject });
          }),
      ),
    },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine, { input });
  const emitted: NewsletterEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  /** Lets the answered promise reach the machine. */
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, saves, logged, emitted, snapshot, tick };
}

describe('newsletter machine', () => {
  it('starts ready with the page’s settings, without loading', () => {
    const { snapshot, loads } = setupNewsletter();
    expect(selectNewsletterStatus(snapshot())).toBe('ready');
    expect(selectNewsletterAddress(snapshot())).toBe('ion@example.md');
    expect(selectNewsletterValues(snapshot())).toEqual({ email: true, sms: false });
    expect(selectNewsletterDirty(snapshot())).toBe(false);
    expect(loads).toHaveLength(0);
  });

  it('loads the settings when the page has none; a failed load is retried', async () => {
    const { snapshot, loads, logged, tick, actor } = setupNewsletter({});
    expect(selectNewsletterStatus(snapshot())).toBe('loading');
    expect(loads).toHaveLength(1);
    const failure = new Error('offline');
    loads[0]!.reject(failure);
    await tick();
    expect(selectNewsletterStatus(snapshot())).toBe('loadFailed');
    expect(logged).toEqual([failure]);
    // Switches wait for the settings.
    actor.send({ type: 'CHANGE', channel: 'sms', value: true });
    actor.send({ type: 'SUBMIT' });
    expect(selectNewsletterValues(snapshot())).toEqual({ email: false, sms: false });

    actor.send({ type: 'RETRY' });
    expect(selectNewsletterStatus(snapshot())).toBe('loading');
    loads[1]!.resolve({ email: null, email_subscription: false, sms_subscription: true });
    await tick();
    expect(selectNewsletterStatus(snapshot())).toBe('ready');
    expect(selectNewsletterAddress(snapshot())).toBeNull();
    expect(selectNewsletterValues(snapshot())).toEqual({ email: false, sms: true });
  });

  it('a flip makes the form differ from the stored settings; flipping back does not', () => {
    const { actor, snapshot } = setupNewsletter();
    actor.send({ type: 'CHANGE', channel: 'sms', value: true });
    expect(selectNewsletterValues(snapshot())).toEqual({ email: true, sms: true });
    expect(selectNewsletterDirty(snapshot())).toBe(true);
    actor.send({ type: 'CHANGE', channel: 'sms', value: false });
    expect(selectNewsletterDirty(snapshot())).toBe(false);
  });

  it('saves the switches, takes what the server stored, and says so', async () => {
    const { actor, snapshot, saves, emitted, tick } = setupNewsletter();
    actor.send({ type: 'CHANGE', channel: 'email', value: false });
    actor.send({ type: 'CHANGE', channel: 'sms', value: true });
    actor.send({ type: 'SUBMIT' });
    expect(selectNewsletterSaving(snapshot())).toBe(true);
    expect(saves.map((call) => call.input)).toEqual([
      { email_subscription: false, sms_subscription: true },
    ]);
    // The switches hold still while the save runs; a second press sends nothing more.
    actor.send({ type: 'CHANGE', channel: 'email', value: true });
    actor.send({ type: 'SUBMIT' });
    expect(selectNewsletterValues(snapshot())).toEqual({ email: false, sms: true });
    expect(saves).toHaveLength(1);

    saves[0]!.resolve({
      email: 'ion@example.md',
      email_subscription: false,
      sms_subscription: true,
    });
    await tick();
    expect(selectNewsletterSaving(snapshot())).toBe(false);
    expect(selectNewsletterDirty(snapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'saved', values: { email: false, sms: true } }]);
  });

  it('the server’s answer wins over what was sent', async () => {
    const { actor, snapshot, saves, emitted, tick } = setupNewsletter();
    actor.send({ type: 'CHANGE', channel: 'sms', value: true });
    actor.send({ type: 'SUBMIT' });
    saves[0]!.resolve({ ...STORED, sms_subscription: false });
    await tick();
    expect(selectNewsletterValues(snapshot())).toEqual({ email: true, sms: false });
    expect(emitted).toEqual([{ type: 'saved', values: { email: true, sms: false } }]);
  });

  it('a failed save keeps the switches as left, says so, and the next change or save clears it', async () => {
    const { actor, snapshot, saves, emitted, logged, tick } = setupNewsletter();
    actor.send({ type: 'CHANGE', channel: 'sms', value: true });
    actor.send({ type: 'SUBMIT' });
    const failure = new Error('503');
    saves[0]!.reject(failure);
    await tick();
    expect(selectNewsletterStatus(snapshot())).toBe('ready');
    expect(selectNewsletterSaveFailed(snapshot())).toBe(true);
    expect(selectNewsletterValues(snapshot())).toEqual({ email: true, sms: true });
    expect(selectNewsletterDirty(snapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'saveFailed', error: failure }]);
    expect(logged).toEqual([failure]);

    actor.send({ type: 'SUBMIT' });
    expect(selectNewsletterSaveFailed(snapshot())).toBe(false);
    saves[1]!.reject(failure);
    await tick();
    expect(selectNewsletterSaveFailed(snapshot())).toBe(true);
    actor.send({ type: 'CHANGE', channel: 'email', value: false });
    expect(selectNewsletterSaveFailed(snapshot())).toBe(false);
  });

  it('a save can be sent unchanged: the shopper confirms what is stored', async () => {
    const { actor, saves, emitted, tick } = setupNewsletter();
    actor.send({ type: 'SUBMIT' });
    expect(saves[0]!.input).toEqual({ email_subscription: true, sms_subscription: false });
    saves[0]!.resolve(STORED);
    await tick();
    expect(emitted.map((event) => event.type)).toEqual(['saved']);
  });

  it('stopping the actor aborts a save in flight', () => {
    const { actor, saves } = setupNewsletter();
    actor.send({ type: 'SUBMIT' });
    actor.stop();
    expect(saves[0]!.signal.aborted).toBe(true);
  });

  it('without provided actors, the load fails with a clear message', async () => {
    const logged: unknown[] = [];
    const actor = createActor(
      newsletterMachine.provide({
        actions: {
          logError: ({ context }) => {
            logged.push(context.error);
          },
        },
      }),
      { input: {} },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectNewsletterStatus(actor.getSnapshot())).toBe('loadFailed');
    expect(String(logged[0])).toContain('loadNewsletter not provided');
  });
});

import { ApiError } from '@shop/core/client';
import type { ProfileField, ProfilePayload, ProfileUser } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  SAMPLE_COMPANY,
  SAMPLE_PHYSICAL_USER,
  SAMPLE_SOCIAL_USER,
} from './examples/profile-data.samples.js';
import {
  profileDataMachine,
  selectProfileDataBusy,
  selectProfileDataErrors,
  selectProfileDataFailure,
  selectProfileDataMissing,
  selectProfileDataStatus,
  selectProfileDataValues,
  type ProfileDataEmitted,
} from './profile-data.machine.js';

interface Call {
  input: ProfilePayload;
  signal: AbortSignal;
  resolve: (user: ProfileUser | null) => void;
  reject: (error: unknown) => void;
}

function setupProfileData(user: ProfileUser = SAMPLE_PHYSICAL_USER) {
  const calls: Call[] = [];
  const logged: unknown[] = [];
  const machine = profileDataMachine.provide({
    actors: {
      save: fromPromise<ProfileUser | null, ProfilePayload>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ input, signal, resolve, reject });
          }),
      ),
    },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine, { input: { user } });
  const emitted: ProfileDataEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const fill = (values: Partial<Record<ProfileField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'CHANGE', field: field as ProfileField, value });
    }
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, logged, emitted, snapshot, fill, tick };
}

const refusal = (body: Record<string, unknown>, status = 400) =>
  new ApiError({
    code: 'http',
    method: 'POST',
    url: '/accounts/profile-update/',
    status,
    body,
    fieldErrors: Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key === 'detail' ? '_form' : key,
        typeof value === 'string' ? value : (value as { key: string }).key,
      ]),
    ),
  });

describe('profile data machine', () => {
  it("starts from the account's stored values, the phone masked, nothing missing", () => {
    const { snapshot } = setupProfileData();
    expect(selectProfileDataValues(snapshot())).toMatchObject({
      personType: 'physical',
      firstName: 'Ana',
      lastName: 'Popescu',
      email: 'ana.popescu@example.md',
      phone: '+373 (69) 123-456',
      companyName: '',
    });
    expect(selectProfileDataMissing(snapshot())).toEqual([]);
    expect(selectProfileDataStatus(snapshot())).toBe('editing');
    expect(selectProfileDataErrors(snapshot())).toEqual({});
  });

  it('an account from a social sign-in names what it lacks', () => {
    const { snapshot } = setupProfileData(SAMPLE_SOCIAL_USER);
    expect(selectProfileDataMissing(snapshot())).toEqual(['phone']);
    expect(selectProfileDataValues(snapshot()).phone).toBe('+373');
  });

  it("a field's error shows once it is left, the others wait for a submit", () => {
    const { actor, snapshot, fill, calls } = setupProfileData();
    fill({ email: 'ana@', phone: '+373 (69) 12' });
    expect(selectProfileDataErrors(snapshot())).toEqual({});
    actor.send({ type: 'BLUR', field: 'email' });
    expect(selectProfileDataErrors(snapshot())).toEqual({ email: { key: 'email' } });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(Object.keys(selectProfileDataErrors(snapshot())).sort()).toEqual(['email', 'phone']);
    fill({ email: 'ana@example.md' });
    expect(Object.keys(selectProfileDataErrors(snapshot()))).toEqual(['phone']);
  });

  it('a juridical person needs the company details; a physical one ignores them', () => {
    const { actor, snapshot, calls } = setupProfileData();
    actor.send({ type: 'PERSON_TYPE', personType: 'juridical' });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(selectProfileDataErrors(snapshot())).toMatchObject({
      companyName: { key: 'required' },
      idno: { key: 'required' },
      iban: { key: 'required' },
      bic: { key: 'required' },
    });
    expect(selectProfileDataErrors(snapshot()).tva).toBeUndefined();
    actor.send({ type: 'PERSON_TYPE', personType: 'physical' });
    expect(selectProfileDataErrors(snapshot())).toEqual({});
  });

  it('sends the profile-update body; success takes the stored account and emits saved', async () => {
    const { actor, snapshot, fill, calls, emitted, tick } = setupProfileData();
    fill({ firstName: 'Maria' });
    actor.send({ type: 'PERSON_TYPE', personType: 'juridical' });
    fill(SAMPLE_COMPANY);
    actor.send({ type: 'SUBMIT' });
    expect(selectProfileDataBusy(snapshot())).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([
      {
        person_type: 'juridical',
        first_name: 'Maria',
        last_name: 'Popescu',
        email: 'ana.popescu@example.md',
        username: '+37369123456',
        company_name: 'Construct Grup SRL',
        idno: '1003600012344',
        tva: '',
        iban: 'MD24AG000225100013104168',
        bic: 'AGRNMD2X',
      },
    ]);
    // The form holds still while it runs.
    fill({ firstName: 'Alta' });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(1);
    expect(selectProfileDataValues(snapshot()).firstName).toBe('Maria');

    const stored: ProfileUser = {
      ...SAMPLE_PHYSICAL_USER,
      first_name: 'Maria',
      person_type: 'juridical',
      company_name: 'Construct Grup SRL',
      idno: '1003600012344',
      iban: 'MD24AG000225100013104168',
      bic: 'AGRNMD2X',
    };
    calls[0]!.resolve(stored);
    await tick();
    expect(selectProfileDataStatus(snapshot())).toBe('saved');
    expect(emitted).toEqual([{ type: 'saved', user: stored }]);
    expect(selectProfileDataValues(snapshot())).toMatchObject({
      firstName: 'Maria',
      personType: 'juridical',
      companyName: 'Construct Grup SRL',
    });
    // Saved, the form can be changed and sent again.
    fill({ lastName: 'Ionescu' });
    expect(selectProfileDataStatus(snapshot())).toBe('editing');
  });

  it('completing a social account: once saved with a phone, nothing is missing', async () => {
    const { actor, snapshot, fill, calls, tick } = setupProfileData(SAMPLE_SOCIAL_USER);
    fill({ phone: '+373 (69) 555-444' });
    actor.send({ type: 'SUBMIT' });
    expect(calls[0]!.input.username).toBe('+37369555444');
    calls[0]!.resolve({ ...SAMPLE_SOCIAL_USER, username: '+37369555444' });
    await tick();
    expect(selectProfileDataMissing(snapshot())).toEqual([]);
  });

  it('a save answered without a body keeps the values as sent', async () => {
    const { actor, snapshot, fill, calls, emitted, tick } = setupProfileData();
    fill({ firstName: 'Maria' });
    actor.send({ type: 'SUBMIT' });
    calls[0]!.resolve(null);
    await tick();
    expect(selectProfileDataValues(snapshot()).firstName).toBe('Maria');
    expect(emitted).toEqual([{ type: 'saved', user: null }]);
  });

  it("the API's field refusals show under their fields until each is changed", async () => {
    const { actor, snapshot, fill, calls, emitted, logged, tick } = setupProfileData();
    actor.send({ type: 'SUBMIT' });
    const error = refusal({
      detail: 'invalid_request',
      email: { key: 'taken' },
      username: { key: 'taken' },
    });
    calls[0]!.reject(error);
    await tick();
    expect(selectProfileDataStatus(snapshot())).toBe('failed');
    expect(selectProfileDataErrors(snapshot())).toEqual({
      email: { key: 'taken' },
      phone: { key: 'taken' },
    });
    expect(selectProfileDataFailure(snapshot())).toBeNull();
    expect(selectProfileDataValues(snapshot()).email).toBe('ana.popescu@example.md');
    expect(emitted).toEqual([]);
    expect(logged).toEqual([error]);
    fill({ email: 'ana.noua@example.md' });
    expect(selectProfileDataErrors(snapshot())).toEqual({ phone: { key: 'taken' } });
  });

  it('other failures are said under the form, the values kept; the next submit tries again', async () => {
    const { actor, snapshot, fill, calls, tick } = setupProfileData();
    fill({ firstName: 'Maria' });
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(new ApiError({ code: 'network', method: 'POST', url: '/x' }));
    await tick();
    expect(selectProfileDataFailure(snapshot())).toBe('network');
    expect(selectProfileDataValues(snapshot()).firstName).toBe('Maria');
    actor.send({ type: 'SUBMIT' });
    expect(selectProfileDataFailure(snapshot())).toBeNull();
    calls[1]!.reject(refusal({ detail: 'too_many_requests' }, 429));
    await tick();
    expect(selectProfileDataFailure(snapshot())).toBe('too_many_requests');
    actor.send({ type: 'SUBMIT' });
    calls[2]!.reject(new Error('anything else'));
    await tick();
    expect(selectProfileDataFailure(snapshot())).toBe('internal_error');
  });

  it('stopping the actor aborts a save in flight', () => {
    const { actor, calls } = setupProfileData();
    actor.send({ type: 'SUBMIT' });
    actor.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('the default save fails: the storefront must provide it', async () => {
    const actor = createActor(
      profileDataMachine.provide({ actions: { logError: () => undefined } }),
      { input: { user: SAMPLE_PHYSICAL_USER } },
    );
    actor.start();
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectProfileDataStatus(actor.getSnapshot())).toBe('failed');
    expect(selectProfileDataFailure(actor.getSnapshot())).toBe('internal_error');
  });
});

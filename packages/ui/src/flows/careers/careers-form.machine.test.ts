import { ApiError } from '@shop/core/client';
import { CV_FILE } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FormFlowEmitted, FormFlowRequest } from '../company-forms/form-flow.machine.js';
import {
  careersFormFlow,
  EMPTY_CAREERS_FORM,
  type CareersFormPayload,
  type CareersFormValues,
} from './careers-form.flow.js';
import { samplePdf } from './examples/careers.examples.js';

interface Call {
  input: FormFlowRequest<CareersFormPayload>;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

const httpError = (status: number, body: unknown) =>
  new ApiError({
    code: 'http',
    method: 'POST',
    url: 'https://shop.test/accounts/vacancy-form/',
    status,
    body,
  });

const FILLED: Partial<CareersFormValues> = {
  vacancy: '7',
  name: ' Ana Rusu ',
  phone: '+373 (69) 123-456',
  message: 'Pot începe luni.',
  agreement: true,
};

/** The careers form's machine with a fake `send` (no React); each call waits for the test. */
function setup() {
  const calls: Call[] = [];
  const machine = careersFormFlow.machine.provide({
    actors: {
      send: fromPromise<unknown, FormFlowRequest<CareersFormPayload>>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
    actions: { logError: () => undefined },
  });
  const actor = createActor(machine);
  const emitted: FormFlowEmitted<CareersFormPayload>[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  const fill = (values: Partial<CareersFormValues>) => {
    for (const [field, value] of Object.entries(values)) {
      if (value !== undefined) actor.send({ type: 'SET', field, value });
    }
  };
  const view = () => {
    const snapshot = actor.getSnapshot();
    return {
      status: careersFormFlow.selectStatus(snapshot),
      values: careersFormFlow.selectValues(snapshot),
      errors: careersFormFlow.selectErrors(snapshot),
      failure: careersFormFlow.selectFailure(snapshot),
      busy: careersFormFlow.selectBusy(snapshot),
    };
  };
  return { actor, calls, emitted, fill, view };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the careers form machine', () => {
  it('shows no error before a submit, then every field’s, the agreement’s included (§5)', () => {
    const { actor, calls, view } = setup();
    actor.send({ type: 'SET', field: 'vacancy', value: '7' });
    expect(view().errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(view().errors).toEqual({
      name: { key: 'required' },
      phone: { key: 'required' },
      agreement: { key: 'required' },
    });
  });

  it('refuses a CV of another type or over 5 MB before anything is sent', () => {
    const { actor, calls, fill, view } = setup();
    fill({ ...FILLED, cv: samplePdf('photo.jpg') });
    actor.send({ type: 'SUBMIT' });
    expect(view().errors).toEqual({ cv: { key: 'fileType' } });
    fill({ cv: samplePdf('cv.pdf', CV_FILE.maxBytes + 1) });
    expect(view().errors).toEqual({ cv: { key: 'fileTooLarge', params: { max: 5 } } });
    expect(calls).toHaveLength(0);
    fill({ cv: null });
    expect(view().errors).toEqual({});
  });

  it('sends the API’s body with the CV beside it, emits sent and empties the form', async () => {
    const { actor, calls, emitted, fill, view } = setup();
    const cv = samplePdf();
    fill({ ...FILLED, cv });
    actor.send({ type: 'SUBMIT' });
    expect(view().busy).toBe(true);
    expect(calls[0]?.input).toEqual({
      payload: {
        body: {
          vacancy: 7,
          name: 'Ana Rusu',
          phone: '+37369123456',
          message: 'Pot începe luni.',
          agreement: true,
        },
        cv,
      },
    });
    calls[0]?.resolve(undefined);
    await flush();
    expect(view().status).toBe('success');
    expect(view().values).toEqual(EMPTY_CAREERS_FORM);
    expect(emitted.map((event) => event.type)).toEqual(['sent']);
  });

  it('on a 429, a 5xx or the network: failed with the reason, every value (the CV too) kept', async () => {
    for (const error of [
      httpError(429, { detail: 'too_many_requests' }),
      httpError(503, { detail: 'service_unavailable' }),
      new ApiError({ code: 'network', method: 'POST', url: 'https://shop.test/', cause: null }),
    ]) {
      const { actor, calls, emitted, fill, view } = setup();
      const cv = samplePdf();
      fill({ ...FILLED, cv });
      actor.send({ type: 'SUBMIT' });
      calls[0]?.reject(error);
      await flush();
      expect(view().status).toBe('failure');
      expect(view().failure).not.toBeNull();
      expect(view().errors).toEqual({});
      expect(view().values.cv).toBe(cv);
      expect(view().values.name).toBe(' Ana Rusu ');
      expect(emitted).toEqual([{ type: 'failed', failure: view().failure }]);
    }
  });

  it('puts the API’s refusals under their fields (the CV’s bytes, the phone), not as a failure', async () => {
    const { actor, calls, emitted, fill, view } = setup();
    fill({ ...FILLED, cv: samplePdf() });
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(httpError(415, { detail: 'unsupported_media_type', cv: { key: 'fileType' } }));
    await flush();
    expect(view().errors).toEqual({ cv: { key: 'fileType' } });
    expect(view().failure).toBeNull();
    expect(emitted).toEqual([{ type: 'failed', failure: null }]);
  });

  it('says a refused vacancy (closed since) for the whole form: no field shows it', async () => {
    const { actor, calls, fill, view } = setup();
    fill(FILLED);
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(httpError(400, { detail: 'invalid_request', vacancy: { key: 'invalid' } }));
    await flush();
    expect(view().errors).toEqual({});
    expect(view().failure).toBe('invalid_request');
  });
});

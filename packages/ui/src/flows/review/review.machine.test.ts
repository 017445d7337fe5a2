import type { Review } from '@shop/core/contract';
import { ApiError } from '@shop/core/client';
import type { ReviewPayload } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SAMPLE_REVIEW, SAMPLE_TEXT } from './examples/review.examples.js';
import {
  reviewMachine,
  selectReviewBusy,
  selectReviewCreated,
  selectReviewErrors,
  selectReviewFailure,
  selectReviewStatus,
  selectReviewValues,
  type ReviewEmitted,
} from './review.machine.js';

/** A pending call of the fake actor, answered by the test. */
interface Call {
  input: ReviewPayload;
  resolve: (output: Review) => void;
  reject: (error: unknown) => void;
}

const URL = 'https://shop.test/ro/api/shop/reviews/';

const httpError = (status: number, body: unknown, fieldErrors: Record<string, string> = {}) =>
  new ApiError({ code: 'http', method: 'POST', url: URL, status, body, fieldErrors });

/** The machine with a fake create-review actor; every call waits for the test to answer it. */
function setupReview(product = 1042) {
  const calls: Call[] = [];
  const logged: unknown[] = [];
  const machine = reviewMachine.provide({
    actors: {
      createReview: fromPromise<Review, ReviewPayload>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push({ input, resolve, reject });
          }),
      ),
    },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine, { input: { product } });
  const emitted: ReviewEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const fill = () => {
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SET_GRADE', grade: 4 });
    actor.send({ type: 'SET_TEXT', text: `  ${SAMPLE_TEXT}  ` });
  };
  return { actor, calls, logged, emitted, fill };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reviewMachine', () => {
  it('starts closed with an empty form; OPEN shows it', () => {
    const { actor } = setupReview();
    expect(selectReviewStatus(actor.getSnapshot())).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectReviewStatus(actor.getSnapshot())).toBe('form');
    expect(selectReviewValues(actor.getSnapshot())).toEqual({ grade: null, text: '' });
  });

  it('shows no errors before a submit; an invalid submit shows them and sends nothing', () => {
    const { actor, calls } = setupReview();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SET_TEXT', text: 'Bun' });
    expect(selectReviewErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toHaveLength(0);
    expect(selectReviewErrors(actor.getSnapshot())).toEqual({
      grade: { key: 'required' },
      text: { key: 'minLength', params: { min: 10 } },
    });
    actor.send({ type: 'SET_TEXT', text: 'x'.repeat(2001) });
    expect(selectReviewErrors(actor.getSnapshot()).text).toEqual({
      key: 'maxLength',
      params: { max: 2000 },
    });
  });

  it('keeps a grade within 1..5', () => {
    const { actor } = setupReview();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SET_GRADE', grade: 9 });
    expect(selectReviewValues(actor.getSnapshot()).grade).toBe(5);
    actor.send({ type: 'SET_GRADE', grade: 0 });
    expect(selectReviewValues(actor.getSnapshot()).grade).toBe(1);
  });

  it('sends the product, the grade and the trimmed text; success emits created', async () => {
    const { actor, calls, emitted, fill } = setupReview();
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(selectReviewBusy(actor.getSnapshot())).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([
      { product: 1042, grade: 4, text: SAMPLE_TEXT },
    ]);
    // A second press while the request runs sends nothing more.
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(SAMPLE_REVIEW);
    await flush();
    expect(selectReviewStatus(actor.getSnapshot())).toBe('success');
    expect(selectReviewCreated(actor.getSnapshot())).toEqual(SAMPLE_REVIEW);
    expect(emitted).toEqual([{ type: 'created', review: SAMPLE_REVIEW }]);
    // Closing the thanks starts afresh.
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(selectReviewValues(actor.getSnapshot())).toEqual({ grade: null, text: '' });
  });

  it('maps the API field errors to their fields, until the field changes', async () => {
    const { actor, calls, logged, emitted, fill } = setupReview();
    fill();
    actor.send({ type: 'SUBMIT' });
    const error = httpError(400, {
      detail: 'invalid_request',
      text: { key: 'maxLength', params: { max: 2000 } },
    });
    calls[0]!.reject(error);
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(selectReviewErrors(actor.getSnapshot())).toEqual({
      text: { key: 'maxLength', params: { max: 2000 } },
    });
    expect(selectReviewFailure(actor.getSnapshot())).toBeNull();
    expect(logged).toEqual([error]);
    expect(emitted).toEqual([]);
    actor.send({ type: 'SET_TEXT', text: SAMPLE_TEXT });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectReviewErrors(actor.getSnapshot())).toEqual({});
  });

  it('a field error read through the client keeps its key', async () => {
    const { actor, calls, fill } = setupReview();
    fill();
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(httpError(400, { grade: ['required'] }, { grade: 'required' }));
    await flush();
    expect(selectReviewErrors(actor.getSnapshot())).toEqual({ grade: { key: 'required' } });
  });

  it('a lost connection keeps the form and says so; submitting again retries', async () => {
    const { actor, calls, fill } = setupReview();
    fill();
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(new ApiError({ code: 'network', method: 'POST', url: URL }));
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(selectReviewFailure(actor.getSnapshot())).toBe('network');
    expect(selectReviewValues(actor.getSnapshot()).grade).toBe(4);
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(2);
    expect(selectReviewFailure(actor.getSnapshot())).toBeNull();
    calls[1]!.resolve(SAMPLE_REVIEW);
    await flush();
    expect(selectReviewStatus(actor.getSnapshot())).toBe('success');
  });

  it('answers 409 already_reviewed kindly, without the form, and it is no error', async () => {
    const { actor, calls, logged, emitted, fill } = setupReview();
    fill();
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(httpError(409, { detail: 'already_reviewed' }, { _form: 'already_reviewed' }));
    await flush();
    expect(selectReviewStatus(actor.getSnapshot())).toBe('alreadyReviewed');
    expect(selectReviewFailure(actor.getSnapshot())).toBeNull();
    expect(logged).toEqual([]);
    expect(emitted).toEqual([]);
    actor.send({ type: 'CLOSE' });
    expect(selectReviewStatus(actor.getSnapshot())).toBe('closed');
  });

  it('closing keeps what was written; another product starts afresh', () => {
    const { actor } = setupReview();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SET_TEXT', text: SAMPLE_TEXT });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(selectReviewValues(actor.getSnapshot()).text).toBe(SAMPLE_TEXT);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', product: 7 });
    expect(actor.getSnapshot().context.product).toBe(7);
    expect(selectReviewValues(actor.getSnapshot()).text).toBe('');
  });
});

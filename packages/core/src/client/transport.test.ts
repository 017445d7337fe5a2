import { describe, expect, it } from 'vitest';
import { emptyResponseSchema } from '../contract/common.js';
import { sampleProduct } from '../contract/samples.test-helpers.js';
import { createClient } from './client.js';
import { ApiError } from './errors.js';
import { fakeFetch, hangingFetch, jsonResponse } from './fake-fetch.test-helpers.js';
import { createSend, type ApiCall, type FetchLike } from './transport.js';

/** Runs a call that must fail and returns its ApiError. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

function clientAnswering(respond: () => Response) {
  return createClient({ fetch: fakeFetch(respond).fetch });
}

describe('HTTP errors', () => {
  it('400 with Django field messages', async () => {
    const client = clientAnswering(() =>
      jsonResponse(
        {
          username: ['Un utilizator cu acest telefon există deja.'],
          email: ['Introduceți o adresă de e-mail validă.'],
        },
        400,
      ),
    );
    const error = await failureOf(
      client.auth.register({
        email: 'ion@example.md',
        username: '+37369123456',
        password: 'parola-sigura',
        person_type: 'physical',
      }),
    );
    expect(error).toMatchObject({
      code: 'http',
      status: 400,
      method: 'POST',
      url: 'http://localhost:8000/auth/users/',
      fieldErrors: {
        username: 'Un utilizator cu acest telefon există deja.',
        email: 'Introduceți o adresă de e-mail validă.',
      },
    });
    expect(error.body).toEqual({
      username: ['Un utilizator cu acest telefon există deja.'],
      email: ['Introduceți o adresă de e-mail validă.'],
    });
  });

  it('400 with message keys from our API', async () => {
    const client = clientAnswering(() => jsonResponse({ code: { key: 'required' } }, 400));
    const error = await failureOf(client.orders.checkPromoCode({ code: 'NU-EXISTA' }));
    expect(error.fieldErrors).toEqual({ code: 'required' });
  });

  it('401 with a detail', async () => {
    const client = clientAnswering(() => jsonResponse({ detail: 'Invalid token.' }, 401));
    const error = await failureOf(client.account.profile());
    expect(error).toMatchObject({
      code: 'http',
      status: 401,
      fieldErrors: { _form: 'Invalid token.' },
    });
  });

  it('404 with an HTML page keeps the text and has no field errors', async () => {
    const client = clientAnswering(
      () =>
        new Response('<h1>Not Found</h1>', {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = await failureOf(client.catalogue.product('nu-exista'));
    expect(error).toMatchObject({
      code: 'http',
      status: 404,
      fieldErrors: {},
      body: '<h1>Not Found</h1>',
    });
  });

  it('500 without a body', async () => {
    const client = clientAnswering(() => new Response(null, { status: 500 }));
    const error = await failureOf(client.orders.list());
    expect(error).toMatchObject({ code: 'http', status: 500, fieldErrors: {}, body: undefined });
  });
});

describe('failures before an answer', () => {
  it('a network failure is code network, with the cause kept', async () => {
    const failing: FetchLike = () => Promise.reject(new TypeError('fetch failed'));
    const error = await failureOf(createClient({ fetch: failing }).cart.get());
    expect(error).toMatchObject({ code: 'network', status: null, method: 'GET' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('a call whose signal already fired is code aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(
      createClient({ fetch: fakeFetch().fetch }).catalogue.search(
        { search: 'ciocan' },
        { signal: controller.signal },
      ),
    );
    expect(error).toMatchObject({ code: 'aborted', status: null });
  });

  it('an abort while waiting is code aborted', async () => {
    const controller = new AbortController();
    const call = createClient({ fetch: hangingFetch() }).catalogue.search(
      { search: 'ciocan' },
      { signal: controller.signal },
    );
    controller.abort();
    expect(await failureOf(call)).toMatchObject({ code: 'aborted' });
  });

  it('an abort while the body is read is code aborted', async () => {
    const controller = new AbortController();
    const fetch: FetchLike = () =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start(stream) {
              stream.enqueue(new TextEncoder().encode('{"pages":1,'));
              controller.signal.addEventListener('abort', () => {
                stream.error(new DOMException('The operation was aborted.', 'AbortError'));
              });
            },
          }),
        ),
      );
    const call = createClient({ fetch }).catalogue.products({}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 0);
    expect(await failureOf(call)).toMatchObject({ code: 'aborted' });
  });

  it('a timeout signal is code aborted too', async () => {
    const call = createClient({ fetch: hangingFetch() }).content.popups({
      signal: AbortSignal.timeout(1),
    });
    expect(await failureOf(call)).toMatchObject({ code: 'aborted' });
  });
});

describe('answers that break the contract', () => {
  it('invalid JSON is code invalid_response, with the text kept', async () => {
    const client = clientAnswering(() => new Response('{"results": [', { status: 200 }));
    const error = await failureOf(client.catalogue.products());
    expect(error).toMatchObject({ code: 'invalid_response', status: 200, body: '{"results": [' });
  });

  it('an empty body where data is expected is code invalid_response', async () => {
    const client = clientAnswering(() => new Response(null, { status: 200 }));
    expect(await failureOf(client.account.profile())).toMatchObject({ code: 'invalid_response' });
  });

  it('a body failing the schema is code invalid_response, issues without zod objects', async () => {
    const client = clientAnswering(() => jsonResponse([{ ...sampleProduct(), price: 'gratis' }]));
    const error = await failureOf(client.catalogue.productsByIds([1042]));
    expect(error.code).toBe('invalid_response');
    expect(error.issues.map((issue) => issue.path)).toEqual(['0.price']);
    expect(error.cause).toBeUndefined();
    expect(JSON.parse(JSON.stringify(error.issues))).toEqual(error.issues);
  });

  it('calls without a useful answer ignore whatever body comes', async () => {
    const client = clientAnswering(() => new Response('OK', { status: 200 }));
    await expect(client.auth.logout()).resolves.toBeUndefined();
  });

  it('unknown fields in an answer are dropped, not refused', async () => {
    const client = clientAnswering(() =>
      jsonResponse({
        pages: 1,
        total: 1,
        results: [{ ...sampleProduct(), erp_id: 'X1' }],
        next: null,
      }),
    );
    const page = await client.catalogue.products();
    expect(page.results[0]).not.toHaveProperty('erp_id');
  });
});

describe('request bodies', () => {
  const send = (call: Omit<ApiCall<typeof emptyResponseSchema>, 'response'>) => {
    const fetched = fakeFetch();
    const sendCall = createSend({
      baseUrl: 'http://localhost:8000',
      fetch: fetched.fetch,
      token: null,
      locale: 'ro',
    });
    return { fetched, done: sendCall({ ...call, response: emptyResponseSchema }) };
  };

  it('a multipart body goes as the FormData itself, its Content-Type left to fetch', async () => {
    const form = new FormData();
    form.append('name', 'Ana');
    form.append('cv', new Blob(['%PDF-']), 'cv.pdf');
    const { fetched, done } = send({ method: 'POST', path: '/upload/', multipart: form });
    await done;
    const sent = fetched.last();
    expect(sent.init.body).toBe(form);
    expect(new Headers(sent.init.headers).has('Content-Type')).toBe(false);
    expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=.+/);
  });

  it('JSON and form bodies keep their own Content-Type', async () => {
    const json = send({ method: 'POST', path: '/json/', json: { a: 1 } });
    await json.done;
    expect(json.fetched.last().headers.get('Content-Type')).toBe('application/json');
    expect(json.fetched.last().body).toBe('{"a":1}');
    const form = send({ method: 'POST', path: '/form/', form: { a: '1 2' } });
    await form.done;
    expect(form.fetched.last().headers.get('Content-Type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(form.fetched.last().body).toBe('a=1+2');
  });
});

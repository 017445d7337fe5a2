import { describe, expect, it } from 'vitest';
import { redirectPastLastPage, requestedPage } from './paged.server.js';

const at = (path: string) => new Request(`http://shop.test${path}`);

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('requestedPage', () => {
  it('reads ?page, 1 when it is absent or empty', () => {
    expect(requestedPage(at('/pages/news'))).toBe(1);
    expect(requestedPage(at('/pages/news?page='))).toBe(1);
    expect(requestedPage(at('/pages/news?page=3'))).toBe(3);
  });

  it.each(['0', '-1', '1.5', 'abc', '2x'])('answers 400 for page=%s', (page) => {
    const error = thrown(() => requestedPage(at(`/pages/news?page=${page}`)));
    expect(error).toMatchObject({ init: { status: 400 } });
  });
});

describe('redirectPastLastPage', () => {
  it('leaves pages up to the last one alone, and empty lists on page 1', () => {
    expect(thrown(() => redirectPastLastPage(at('/pages/news?page=2'), 2, 3))).toBeUndefined();
    expect(thrown(() => redirectPastLastPage(at('/pages/news'), 1, 0))).toBeUndefined();
  });

  it('sends a page past the last to the last, keeping the rest of the query', () => {
    const error = thrown(() => redirectPastLastPage(at('/ru/pages/news?page=9&x=1'), 9, 3));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(302);
    expect((error as Response).headers.get('Location')).toBe('/ru/pages/news?page=3&x=1');
  });

  it('drops the page number when the last page is the first', () => {
    const error = thrown(() => redirectPastLastPage(at('/pages/regulament?page=4'), 4, 1));
    expect((error as Response).headers.get('Location')).toBe('/pages/regulament');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  SHARED_PAGE_URL,
  ShareLinksExample,
  ShareLinksInverseExample,
} from './examples/share-links.examples.js';
import { ShareLinks } from './share-links.js';

afterEach(cleanup);

const encoded = 'https%3A%2F%2Funealta.md%2Fpages%2Fsales%3Fcategory%3Dscule%26page%3D2';

describe('ShareLinks', () => {
  it('lists Facebook and Odnoklassniki under a "Share" label, with the page URL encoded', async () => {
    const { container } = render(<ShareLinksExample />);
    const list = screen.getByRole('list', { name: 'Distribuie' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(
      screen.getByRole('link', {
        name: 'Distribuie pe Facebook (se deschide într-o fereastră nouă)',
      }),
    ).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(
      screen.getByRole('link', {
        name: 'Distribuie pe Odnoklassniki (se deschide într-o fereastră nouă)',
      }),
    ).toHaveAttribute('href', `https://connect.ok.ru/offer?url=${encoded}`);
    expect(encodeURIComponent(SHARED_PAGE_URL)).toBe(encoded);
    expect(container.querySelector('[data-slot="share-links"]')).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('opens each network in a new window, safely, with a 44 px target and a hidden icon', () => {
    render(<ShareLinksExample />);
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveClass('shop:size-11');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('takes a label of its own and a white tone', async () => {
    const { container } = render(<ShareLinksInverseExample title="Spune-le prietenilor" />);
    const list = screen.getByRole('list', { name: 'Spune-le prietenilor' });
    expect(within(list).getAllByRole('link')[0]).toHaveClass('shop:text-white');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it.each([
    [
      'en',
      'Share',
      'Share on Facebook (opens in a new window)',
      'Share on Odnoklassniki (opens in a new window)',
    ],
    [
      'ru',
      'Поделиться',
      'Поделиться в Facebook (откроется в новом окне)',
      'Поделиться в Одноклассниках (откроется в новом окне)',
    ],
  ] as const)('speaks %s', (locale, title, facebook, odnoklassniki) => {
    render(
      <I18nProvider locale={locale}>
        <ShareLinksExample />
      </I18nProvider>,
    );
    const list = screen.getByRole('list', { name: title });
    expect(within(list).getByRole('link', { name: facebook })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: odnoklassniki })).toBeInTheDocument();
  });

  it('renders on the server, escaping the address', () => {
    const html = renderToString(<ShareLinks url={'https://shop.md/?q="<b>"'} />);
    expect(html).toContain('Distribuie');
    expect(html).toContain(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.md%2F%3Fq%3D%22%3Cb%3E%22',
    );
    expect(html).not.toContain('<b>');
  });
});

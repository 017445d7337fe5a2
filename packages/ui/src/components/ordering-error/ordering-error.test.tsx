// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  OrderingErrorExample,
  OrderingErrorWithoutPhoneExample,
} from './examples/ordering-error.examples.js';

afterEach(cleanup);

describe('OrderingError', () => {
  it('the message as h1, nothing charged, back to checkout and main page', async () => {
    const { container } = render(<OrderingErrorExample />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Comanda nu a putut fi plasată',
    );
    expect(container).toHaveTextContent(
      'Nu v-am retras niciun ban, iar produsele au rămas în coș.',
    );
    expect(screen.getByRole('link', { name: 'Înapoi la comandă' })).toHaveAttribute(
      'href',
      '/pages/cart',
    );
    expect(screen.getByRole('link', { name: 'Pagina principală' })).toHaveAttribute('href', '/');
    expect(container.querySelector('[data-slot="ordering-error-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('with a phone: a tel: link for help', () => {
    render(<OrderingErrorExample />);
    expect(screen.getByText('Aveți nevoie de ajutor? Sunați-ne:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+373 22 123 456' })).toHaveAttribute(
      'href',
      'tel:+37322123456',
    );
  });

  it('without a phone (or a blank one): no help line', async () => {
    const { container, rerender } = render(<OrderingErrorWithoutPhoneExample />);
    expect(container.querySelector('[data-slot="ordering-error-phone"]')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(<OrderingErrorWithoutPhoneExample phone="  " />);
    expect(container.querySelector('[data-slot="ordering-error-phone"]')).toBeNull();
  });

  it('speaks English and Russian, with localised links', () => {
    const { rerender } = render(
      <I18nProvider locale="en">
        <OrderingErrorExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The order could not be placed',
    );
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/en/pages/cart',
    );
    rerender(
      <I18nProvider locale="ru">
        <OrderingErrorExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Не удалось оформить заказ',
    );
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru');
  });

  it('renders on the server', () => {
    const html = renderToString(<OrderingErrorExample />);
    expect(html).toContain('<h1');
    expect(html).toContain('href="/pages/cart"');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { ORDER_PROGRESS_STATES, OrderProgressExample } from './examples/order-progress.examples.js';
import { OrderProgress } from './order-progress.js';

afterEach(cleanup);

const steps = () =>
  within(screen.getByRole('list', { name: 'Progresul comenzii' })).getAllByRole('listitem');
const states = () => steps().map((step) => step.getAttribute('data-state'));

describe('OrderProgress', () => {
  it.each(ORDER_PROGRESS_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<OrderProgressExample state={state} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('a new order: the first step in process, the rest ahead', () => {
    render(<OrderProgress status="process" reached={0} />);
    expect(states()).toEqual([
      'in_process',
      'not_reached',
      'not_reached',
      'not_reached',
      'not_reached',
    ]);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    expect(steps()[0]).toHaveTextContent('Plasată, în curs');
    expect(steps()[1]).toHaveTextContent('Confirmată, urmează');
  });

  it('steps gone through are ticked and the next is current', () => {
    const { container } = render(<OrderProgress status="process" reached={2} />);
    expect(states()).toEqual(['complete', 'complete', 'in_process', 'not_reached', 'not_reached']);
    expect(steps().filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    // The ticks and numbers are drawn, not read: the text says the state.
    expect(container.querySelectorAll('li > span[aria-hidden="true"] svg')).toHaveLength(2);
    expect(steps()[3]).toHaveTextContent('4');
  });

  it('a finished order has every step done; a cancelled one nothing current', () => {
    render(<OrderProgress status="finished" reached={3} />);
    expect(states()).toEqual(Array(5).fill('complete'));
    cleanup();
    render(<OrderProgress status="canceled" reached={1} />);
    expect(states()).toEqual([
      'complete',
      'not_reached',
      'not_reached',
      'not_reached',
      'not_reached',
    ]);
    expect(screen.getByRole('list')).toHaveAttribute('data-state', 'canceled');
    expect(steps().some((step) => step.hasAttribute('aria-current'))).toBe(false);
  });

  it('a count out of range is held within the five steps', () => {
    render(<OrderProgress status="process" reached={9} />);
    expect(states()).toEqual(Array(5).fill('complete'));
    cleanup();
    render(<OrderProgress status="process" reached={-2} />);
    expect(states()[0]).toBe('in_process');
  });

  it.each([
    ['en', 'Order progress', 'Shipped, in progress'],
    ['ru', 'Ход выполнения заказа', 'Отправлен, выполняется'],
  ] as const)('speaks %s', (locale, label, current) => {
    render(
      <I18nProvider locale={locale}>
        <OrderProgress status="process" reached={3} />
      </I18nProvider>,
    );
    const list = screen.getByRole('list', { name: label });
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent(current);
  });
});

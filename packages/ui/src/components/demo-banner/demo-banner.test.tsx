// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { DemoBannerExample } from './examples/demo-banner.examples.js';

afterEach(cleanup);

const region = () => screen.getByRole('region', { name: 'Magazin demonstrativ' });

describe('DemoBanner', () => {
  it('is a labelled region (not an alert) that says orders and payments are not real', async () => {
    const { container } = render(<DemoBannerExample />);
    expect(region()).toHaveTextContent(
      'Magazin demonstrativ: comenzile nu sunt livrate, plățile nu sunt încasate.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('the close button hides it and says so', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<DemoBannerExample onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Ascunde avertismentul' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('controlled: shown while `open`, nothing when not', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<DemoBannerExample open onOpenChange={onOpenChange} />);
    expect(region()).toBeInTheDocument();
    rerender(<DemoBannerExample open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each([
    ['en', 'Demo shop', 'orders are not delivered and payments are not taken', 'Hide this notice'],
    ['ru', 'Демонстрационный магазин', 'заказы не доставляются', 'Скрыть предупреждение'],
  ] as const)('speaks %s', async (locale, name, text, dismiss) => {
    const { container } = render(
      <I18nProvider locale={locale}>
        <DemoBannerExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name })).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: dismiss })).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('renders on the server', () => {
    expect(renderToString(<DemoBannerExample />)).toContain('data-slot="demo-banner"');
  });
});

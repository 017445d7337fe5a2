// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PRODUCTS } from '../product-card/examples/product-card.examples.js';
import { ProductOfTheDayExample, SAMPLE_DAY_END } from './examples/product-of-the-day.examples.js';
import { ProductOfTheDay } from './product-of-the-day.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProductOfTheDay', () => {
  it('runs the product across the strip with a quiet countdown to the end of its day', async () => {
    const { container } = render(<ProductOfTheDayExample />);
    expect(screen.getByRole('region', { name: 'Produsul zilei' })).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('02:30:05');
    expect(timer).toHaveAttribute('datetime', 'PT2H30M5S');
    // A timer is not live: no announcement every second.
    expect(container.querySelector('[aria-live]')).toBeNull();
    // The text runs twice for a seamless loop; the copy is hidden and out of the tab order.
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(2);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(links[1]).toHaveAttribute('tabindex', '-1');
    const track = container.querySelector('[data-slot="product-of-the-day-track"]');
    expect(track).toHaveClass(
      'shop:motion-safe:animate-marquee',
      'shop:group-hover/potd:[animation-play-state:paused]',
      'shop:group-focus-within/potd:[animation-play-state:paused]',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  }, 15_000);

  it('pauses and plays with its button', async () => {
    const { container } = render(<ProductOfTheDayExample />);
    const track = container.querySelector('[data-slot="product-of-the-day-track"]');
    await userEvent.click(screen.getByRole('button', { name: 'Oprește derularea' }));
    expect(track).toHaveAttribute('data-paused', 'true');
    expect(track).toHaveClass('shop:[animation-play-state:paused]');
    const play = screen.getByRole('button', { name: 'Pornește derularea' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(play);
    expect(track).not.toHaveAttribute('data-paused');
  });

  it('counts down once a second from the clock, and stops at zero', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse(SAMPLE_DAY_END) - 3000);
    render(<ProductOfTheDay product={SAMPLE_PRODUCTS.drill} endsAt={SAMPLE_DAY_END} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });

  it('shows hours past a day when the end is far', () => {
    render(<ProductOfTheDayExample now={Date.parse(SAMPLE_DAY_END) - (26 * 3600 + 61) * 1000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('26:01:01');
  });
});

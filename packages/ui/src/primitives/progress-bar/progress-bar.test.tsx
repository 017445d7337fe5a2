// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { progressBarExamples } from './examples/progress-bar.examples.js';
import { ProgressBar, ProgressBarView } from './progress-bar.js';

afterEach(cleanup);

const fill = () =>
  screen.getByRole('progressbar').querySelector<HTMLElement>('[data-slot="progress-bar-fill"]');

describe('ProgressBarView', () => {
  it('is a progress bar named in the current language, without a fake percentage', () => {
    render(
      <I18nProvider locale="ru">
        <ProgressBarView {...progressBarExamples.running} />
      </I18nProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Загрузка страницы' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(fill()?.style.width).toBe('45%');
  });

  it('animates its width by classes, so reduced motion can turn the creep off', () => {
    render(<ProgressBarView value={0.9} transitionMs={5000} />);
    const bar = fill();
    expect(bar?.style.getPropertyValue('--progress-duration')).toBe('5000ms');
    // An inline transition would win over the motion-reduce class.
    expect(bar?.style.transition).toBe('');
    expect(bar?.style.transitionDuration).toBe('');
    expect(bar).toHaveClass('shop:motion-reduce:transition-none');
    expect(screen.getByRole('progressbar')).toHaveClass('shop:motion-reduce:transition-none');
  });

  it('when not visible, stays in the page transparent and hidden from assistive technology', () => {
    const { container } = render(<ProgressBarView value={0} visible={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const hidden = screen.getByRole('progressbar', { hidden: true });
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveClass('shop:opacity-0');
    expect(container.firstChild).toBe(hidden);
  });

  it('clamps the value to 0..100 %', () => {
    const { rerender } = render(<ProgressBarView value={3} />);
    expect(fill()?.style.width).toBe('100%');
    rerender(<ProgressBarView value={-1} />);
    expect(fill()?.style.width).toBe('0%');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProgressBarView {...progressBarExamples.creptToEnd} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('shows nothing for a load that ends within 200 ms', async () => {
    const { rerender } = render(<ProgressBar active />);
    advance(199);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<ProgressBar active={false} />);
    advance(1000);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is aria-hidden and transparent while idle', () => {
    render(<ProgressBar active={false} />);
    const idle = screen.getByRole('progressbar', { hidden: true });
    expect(idle).toHaveAttribute('aria-hidden', 'true');
    expect(idle).toHaveAttribute('data-visible', 'false');
  });

  it('appears after 200 ms, creeps to 90 % over 5 s, fills and goes away when done', async () => {
    const { rerender } = render(<ProgressBar active />);
    advance(200);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    advance(20);
    expect(fill()?.style.width).toBe('90%');
    expect(fill()?.style.getPropertyValue('--progress-duration')).toBe('5000ms');
    rerender(<ProgressBar active={false} />);
    expect(fill()?.style.width).toBe('100%');
    advance(200);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('follows a custom timing', async () => {
    render(<ProgressBar active timing={{ throttleMs: 50, durationMs: 1000 }} />);
    advance(50);
    advance(20);
    expect(fill()?.style.getPropertyValue('--progress-duration')).toBe('1000ms');
  });
});

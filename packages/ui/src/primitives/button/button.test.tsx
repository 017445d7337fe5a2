// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';

describe('Button', () => {
  afterEach(() => vi.useRealTimers());

  it('is a button that calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Adaugă în coș</Button>);
    const button = screen.getByRole('button', { name: 'Adaugă în coș' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.slot).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks for lockMs after each click (§9: 300 ms)', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(
      <Button lockMs={300} onClick={onClick}>
        Catalog
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Catalog' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Button>Catalog</Button>);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('busy: a spinner with its spoken text, aria-disabled, and neither a click nor a submit goes through', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy busyLabel="Se trimite comanda…" onClick={onClick}>
          Plasează comanda
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Plasează comanda/ });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.dataset.busy).toBe('true');
    expect(screen.getByText('Se trimite comanda…')).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

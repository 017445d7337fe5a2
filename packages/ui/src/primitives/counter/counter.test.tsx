// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Counter } from './counter.js';

const field = () => screen.getByRole('spinbutton', { name: 'Cantitate' });
const plus = () => screen.queryByRole('button', { name: 'Mărește cantitatea' });
const minus = () => screen.queryByRole('button', { name: 'Micșorează cantitatea' });
const remove = () => screen.queryByRole('button', { name: 'Șterge' });

function Controlled({ stock, start = 1 }: { stock: number; start?: number }) {
  const [value, setValue] = useState(start);
  return <Counter value={value} onValueChange={setValue} stock={stock} onRemove={() => {}} />;
}

describe('Counter', () => {
  afterEach(cleanup);

  it('steps with plus and minus and reports the value (uncontrolled)', () => {
    const onValueChange = vi.fn();
    render(<Counter defaultValue={2} stock={5} onValueChange={onValueChange} />);
    expect(field()).toHaveValue(2);
    expect(screen.getByRole('group', { name: 'Cantitate' }).dataset.slot).toBe('counter');
    fireEvent.click(plus()!);
    expect(field()).toHaveValue(3);
    fireEvent.click(minus()!);
    fireEvent.click(minus()!);
    expect(field()).toHaveValue(1);
    expect(onValueChange.mock.calls).toEqual([[3], [2], [1]]);
  });

  it('shows delete instead of minus at quantity 1 when onRemove is given (SPEC §4)', () => {
    const onRemove = vi.fn();
    render(<Counter defaultValue={1} stock={5} onRemove={onRemove} />);
    expect(minus()).toBeNull();
    fireEvent.click(remove()!);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('keeps a disabled minus at 1 without onRemove (product page)', () => {
    render(<Counter defaultValue={1} stock={5} />);
    expect(minus()).toBeDisabled();
    expect(remove()).toBeNull();
  });

  it('hides plus when the quantity reaches the stock (SPEC §4)', () => {
    render(<Controlled stock={3} start={2} />);
    fireEvent.click(plus()!);
    expect(field()).toHaveValue(3);
    expect(plus()).toBeNull();
  });

  it('accepts typing and clamps to 1..stock on blur and on Enter', () => {
    render(<Controlled stock={8} start={2} />);
    fireEvent.change(field(), { target: { value: '50' } });
    fireEvent.blur(field());
    expect(field()).toHaveValue(8);
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field()).toHaveValue(1);
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.blur(field());
    expect(field()).toHaveValue(1);
  });

  it('reverts a typed value on Escape', () => {
    render(<Controlled stock={8} start={4} />);
    fireEvent.change(field(), { target: { value: '7' } });
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field()).toHaveValue(4);
  });

  it('steps from the keyboard: arrows, Page Up/Down, Home and End', () => {
    render(<Controlled stock={30} start={5} />);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field()).toHaveValue(6);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field()).toHaveValue(4);
    fireEvent.keyDown(field(), { key: 'PageUp' });
    expect(field()).toHaveValue(14);
    fireEvent.keyDown(field(), { key: 'End' });
    expect(field()).toHaveValue(30);
    fireEvent.keyDown(field(), { key: 'PageUp' });
    expect(field()).toHaveValue(30);
    fireEvent.keyDown(field(), { key: 'Home' });
    expect(field()).toHaveValue(1);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field()).toHaveValue(1);
  });

  it('follows a controlled value and does not change it by itself', () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Counter value={2} stock={5} onValueChange={onValueChange} />);
    fireEvent.click(plus()!);
    expect(onValueChange).toHaveBeenCalledWith(3);
    expect(field()).toHaveValue(2);
    rerender(<Counter value={4} stock={5} onValueChange={onValueChange} />);
    expect(field()).toHaveValue(4);
  });

  it('is disabled and aria-busy while a cart change is pending', () => {
    const onValueChange = vi.fn();
    render(<Counter defaultValue={2} stock={5} busy onValueChange={onValueChange} />);
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('group')).toHaveAttribute('data-state', 'busy');
    expect(plus()).toBeDisabled();
    expect(minus()).toBeDisabled();
    expect(field()).toBeDisabled();
  });

  it('disables everything with no stock', () => {
    render(<Counter defaultValue={1} stock={0} />);
    expect(field()).toHaveValue(0);
    expect(field()).toBeDisabled();
  });

  it('translates its labels', () => {
    render(
      <I18nProvider locale="ru">
        <Counter defaultValue={1} stock={5} onRemove={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Количество' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Counter defaultValue={1} stock={5} onRemove={() => {}} />
        <Counter defaultValue={3} stock={3} busy />
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

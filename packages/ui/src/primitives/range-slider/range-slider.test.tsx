// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { RangeSlider } from './range-slider.js';

afterEach(cleanup);

describe('RangeSlider', () => {
  it('defaults to 0..2500 with two labelled thumbs (SPEC §9)', () => {
    render(<RangeSlider />);
    const [low, high] = screen.getAllByRole('slider');
    expect(low).toHaveAccessibleName('Preț minim');
    expect(low).toHaveValue('0');
    expect(high).toHaveAccessibleName('Preț maxim');
    expect(high).toHaveValue('2500');
    expect(high).toHaveAttribute('aria-valuetext', expect.stringContaining('2'));
    expect(screen.getByRole('textbox', { name: 'Preț maxim' })).toHaveValue('2500');
  });

  it('moves thumbs with arrow keys, Page Up/Down (ten steps), Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RangeSlider step={10} onValueChange={onValueChange} />);
    const [low, high] = screen.getAllByRole('slider');
    low?.focus();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith([10, 2500]);
    await user.keyboard('{PageUp}');
    expect(onValueChange).toHaveBeenLastCalledWith([110, 2500]);
    expect(screen.getByRole('textbox', { name: 'Preț minim' })).toHaveValue('110');
    await user.keyboard('{PageDown}{ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith([0, 2500]);
    await user.keyboard('{End}');
    // The minimum stops at the maximum, and the maximum at the minimum.
    expect(onValueChange).toHaveBeenLastCalledWith([2500, 2500]);
    await user.keyboard('{Home}');
    high?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith([0, 2490]);
    await user.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith([0, 0]);
    expect(screen.getByRole('textbox', { name: 'Preț maxim' })).toHaveValue('0');
  });

  it('runs the filter when a thumb is let go or a key moved it, not while it is dragged', () => {
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    render(<RangeSlider onValueChange={onValueChange} onValueCommit={onValueCommit} />);
    const [low, high] = screen.getAllByRole('slider');
    // A drag: input events while the thumb moves, one change event when it is released.
    fireEvent.input(high!, { target: { value: '2000' } });
    fireEvent.input(high!, { target: { value: '1500' } });
    expect(onValueChange).toHaveBeenLastCalledWith([0, 1500]);
    expect(onValueCommit).not.toHaveBeenCalled();
    fireEvent.change(high!, { target: { value: '1500' } });
    expect(onValueCommit).toHaveBeenCalledExactlyOnceWith([0, 1500]);
    // Dragged past the other thumb, the minimum stops at it.
    fireEvent.input(low!, { target: { value: '1800' } });
    expect(onValueChange).toHaveBeenLastCalledWith([1500, 1500]);
    expect(low).toHaveValue('1500');
  });

  it('price inputs follow SPEC §5: digits only, mask length of the maximum, clamped', async () => {
    const user = userEvent.setup();
    const onValueCommit = vi.fn();
    render(<RangeSlider onValueCommit={onValueCommit} />);
    const maxInput = screen.getByRole('textbox', { name: 'Preț maxim' });
    expect(maxInput).toHaveAttribute('maxLength', '4');
    await user.clear(maxInput);
    await user.type(maxInput, '9a9x99{Enter}');
    expect(onValueCommit).toHaveBeenLastCalledWith([0, 2500]);
    expect(maxInput).toHaveValue('2500');

    const minInput = screen.getByRole('textbox', { name: 'Preț minim' });
    await user.clear(minInput);
    await user.type(minInput, '300');
    await user.tab();
    expect(onValueCommit).toHaveBeenLastCalledWith([300, 2500]);
    expect(screen.getAllByRole('slider')[0]).toHaveValue('300');

    await user.clear(minInput);
    await user.tab();
    expect(onValueCommit).toHaveBeenLastCalledWith([0, 2500]);
  });

  it('an input never crosses the other value', async () => {
    const user = userEvent.setup();
    render(<RangeSlider defaultValue={[500, 800]} />);
    const minInput = screen.getByRole('textbox', { name: 'Preț minim' });
    await user.clear(minInput);
    await user.type(minInput, '1000{Enter}');
    expect(minInput).toHaveValue('800');
  });

  it('is controlled by value', () => {
    const { rerender } = render(<RangeSlider value={[100, 200]} />);
    expect(screen.getAllByRole('slider')[1]).toHaveValue('200');
    rerender(<RangeSlider value={[100, 900]} />);
    expect(screen.getAllByRole('slider')[1]).toHaveValue('900');
  });

  it('labels thumbs and inputs in the current language', () => {
    render(
      <I18nProvider locale="ru">
        <RangeSlider />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('slider')[0]).toHaveAccessibleName('Минимальная цена');
    expect(screen.getByRole('textbox', { name: 'Максимальная цена' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<RangeSlider defaultValue={[200, 1800]} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

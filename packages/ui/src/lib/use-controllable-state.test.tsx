// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state.js';

describe('useControllableState', () => {
  it('uncontrolled: keeps its own value from the default and reports every change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<boolean>(undefined, false, onChange));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('controlled: shows the given value and only asks for a change', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }: { value: number }) => useControllableState(value, 1, onChange),
      { initialProps: { value: 3 } },
    );
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(3);
    expect(onChange).toHaveBeenCalledWith(4);
    rerender({ value: 4 });
    expect(result.current[0]).toBe(4);
  });
});

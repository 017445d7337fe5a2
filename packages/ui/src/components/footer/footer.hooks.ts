import { useCallback, useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and on a client-only render). The
 * footer uses it so that its server HTML works without JavaScript: every link readable, nothing
 * behind a toggle that needs a script; the phone accordion and the category toggle take over
 * once React runs. Without a mismatch: hydration reads the server value.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A value that is controlled when `value` is given, uncontrolled from `defaultValue` otherwise;
 * `onChange` hears every change either way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value === undefined ? uncontrolled : value;
  const setValue = useCallback(
    (next: T) => {
      if (value === undefined) setUncontrolled(next);
      onChange?.(next);
    },
    [value, onChange],
  );
  return [current, setValue];
}

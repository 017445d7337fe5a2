import { useCallback, useState } from 'react';

/**
 * A value that is controlled when `value` is given, uncontrolled from `defaultValue` otherwise;
 * `onChange` hears every change either way. The `open`/`defaultOpen`/`onOpenChange` triple of
 * docs/architecture.md (convention 6), written once.
 *
 * @example const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
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

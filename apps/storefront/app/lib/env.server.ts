/**
 * A duration setting in milliseconds from the environment (LAYOUT_CACHE_MS, PAGE_CACHE_MS):
 * a number ≥ 0, or `fallback` when it is unset, empty or not one (0 turns a cache off).
 */
export function msSetting(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(ms) && ms >= 0
    ? ms
    : fallback;
}

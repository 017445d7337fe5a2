// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnRouteChange } from './use-close-on-route-change.js';

describe('useCloseOnRouteChange', () => {
  it('closes an open panel when the pathname changes, and only then', () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderHook(
      ({ pathname, open }: { pathname: string; open: boolean }) =>
        useCloseOnRouteChange(pathname, open, onOpenChange),
      { initialProps: { pathname: '/pages/about', open: true } },
    );
    rerender({ pathname: '/pages/about', open: true });
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender({ pathname: '/pages/shops', open: true });
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    rerender({ pathname: '/pages/news', open: false });
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isScrollLocked, lockScroll, ScrollLock } from './scroll-lock.js';

const root = () => document.documentElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  root().removeAttribute('style');
});

describe('lockScroll', () => {
  it('hides the page overflow and restores the page styles it found', () => {
    root().style.overflow = 'auto';
    const release = lockScroll();
    expect(root().style.overflow).toBe('hidden');
    expect(isScrollLocked()).toBe(true);
    release();
    expect(root().style.overflow).toBe('auto');
    expect(isScrollLocked()).toBe(false);
  });

  it('nests: the page scrolls again only after the last lock is released', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    expect(root().style.overflow).toBe('hidden');
    // Releasing the same lock twice does not release another one.
    first();
    expect(isScrollLocked()).toBe(true);
    second();
    expect(root().style.overflow).toBe('');
    expect(isScrollLocked()).toBe(false);
  });

  it('keeps the scrollbar width as padding so the page does not shift', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    vi.spyOn(root(), 'clientWidth', 'get').mockReturnValue(1265);
    root().style.paddingRight = '5px';
    const release = lockScroll();
    expect(root().style.paddingRight).toBe('20px');
    release();
    expect(root().style.paddingRight).toBe('5px');
  });
});

describe('ScrollLock', () => {
  it('locks while mounted and active', () => {
    const { rerender, unmount } = render(<ScrollLock />);
    expect(isScrollLocked()).toBe(true);
    rerender(<ScrollLock active={false} />);
    expect(isScrollLocked()).toBe(false);
    rerender(<ScrollLock active />);
    expect(isScrollLocked()).toBe(true);
    unmount();
    expect(isScrollLocked()).toBe(false);
  });

  it('two open panels hold one lock between them', () => {
    const first = render(<ScrollLock />);
    const second = render(<ScrollLock />);
    first.unmount();
    expect(root().style.overflow).toBe('hidden');
    second.unmount();
    expect(root().style.overflow).toBe('');
  });
});

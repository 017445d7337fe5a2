// @vitest-environment jsdom
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.js';

describe('Skeleton', () => {
  it('is hidden from assistive technology and pulses only when motion is welcome', () => {
    const { container } = render(<Skeleton shape="circle" />);
    const skeleton = container.querySelector<HTMLElement>('[data-slot="skeleton"]')!;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.dataset.shape).toBe('circle');
    expect(skeleton.className).toContain('shop:motion-safe:animate-pulse');
  });

  it('can be still', () => {
    const { container } = render(<Skeleton animated={false} />);
    expect(container.querySelector('[data-slot="skeleton"]')!.className).not.toContain('animate');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton />
        <Skeleton shape="rect" />
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

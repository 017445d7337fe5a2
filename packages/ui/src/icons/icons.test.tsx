// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_ICONS, IconGallery } from './examples/icons.examples.js';
import { createIcon, Icon } from './icon.js';
import * as icons from './index.js';
import { CartIcon, CloseIcon, StarIcon } from './interface-icons.js';
import { svgDocument } from './svg-document.js';

describe('icons', () => {
  afterEach(cleanup);

  it('exports every icon of the set from the module entry under its own name', () => {
    expect(ALL_ICONS.length).toBeGreaterThan(50);
    for (const [name, Icon] of ALL_ICONS) {
      expect(icons[name as keyof typeof icons]).toBe(Icon);
      expect(Icon.displayName).toBe(name);
    }
  });

  it.each(ALL_ICONS)('%s is decoration by default: hidden, not focusable', (_name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).toHaveAttribute('viewBox');
    expect(svg?.querySelector('title')).toBeNull();
  });

  it.each(ALL_ICONS)('%s with a title is an image named by it', (_name, Icon) => {
    render(<Icon title="Coș" />);
    const image = screen.getByRole('img', { name: 'Coș' });
    expect(image).not.toHaveAttribute('aria-hidden');
    const title = image.querySelector('title');
    expect(title).toHaveTextContent('Coș');
    expect(image).toHaveAttribute('aria-labelledby', title?.id);
  });

  it('is an image named by an aria-label too (the payment marks, the product card)', () => {
    render(<icons.VisaMark aria-label="Visa" />);
    expect(screen.getByRole('img', { name: 'Visa' })).not.toHaveAttribute('aria-hidden');
  });

  it('gives each title its own id', () => {
    render(
      <>
        <StarIcon title="Una" />
        <StarIcon title="Două" />
      </>,
    );
    const [first, second] = screen.getAllByRole('img');
    expect(first?.getAttribute('aria-labelledby')).not.toBe(
      second?.getAttribute('aria-labelledby'),
    );
  });

  it('passes the class through cn: a later utility wins over a conflicting one', () => {
    const { container } = render(<CartIcon className="shop:size-5 shop:shrink-0 shop:size-6" />);
    expect(container.querySelector('svg')).toHaveAttribute('class', 'shop:shrink-0 shop:size-6');
  });

  it('keeps its drawing defaults until a caller overrides them', () => {
    const { container } = render(
      <>
        <CloseIcon />
        <CloseIcon strokeWidth={1.8} width={16} data-slot="close" />
      </>,
    );
    const [plain, changed] = container.querySelectorAll('svg');
    expect(plain).toHaveAttribute('stroke-width', '2');
    expect(plain).toHaveAttribute('width', '24');
    expect(plain).toHaveAttribute('stroke', 'currentColor');
    expect(plain).toHaveAttribute('fill', 'none');
    expect(changed).toHaveAttribute('stroke-width', '1.8');
    expect(changed).toHaveAttribute('width', '16');
    expect(changed).toHaveAttribute('data-slot', 'close');
  });

  it('lets a caller hide a named icon again', () => {
    const { container } = render(<CartIcon title="Coș" aria-hidden="true" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('makes icons from a drawing, and draws one-off pictures on the same base', () => {
    const DotIcon = createIcon('DotIcon', { viewBox: '0 0 8 8' }, <circle cx="4" cy="4" r="4" />);
    expect(DotIcon.displayName).toBe('DotIcon');
    const { container } = render(
      <>
        <DotIcon className="shop:size-2" />
        <Icon viewBox="0 0 10 10" aria-label="Pătrat">
          <rect width="10" height="10" />
        </Icon>
      </>,
    );
    const [dot, square] = container.querySelectorAll('svg');
    expect(dot).toHaveAttribute('viewBox', '0 0 8 8');
    expect(dot?.querySelector('circle')).not.toBeNull();
    expect(square).toHaveAttribute('role', 'img');
    expect(square).toHaveAccessibleName('Pătrat');
  });

  it('writes sample pictures as standalone SVG documents', () => {
    expect(svgDocument('viewBox="0 0 2 2"', '<rect width="2" height="2"/>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>',
    );
  });

  it('has no axe violations, hidden or named', async () => {
    const { container } = render(
      <div>
        <IconGallery />
        {ALL_ICONS.map(([name, Icon]) => (
          <Icon key={name} title={name} />
        ))}
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

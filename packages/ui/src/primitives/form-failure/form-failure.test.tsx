// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormFailure } from './form-failure.js';

describe('FormFailure', () => {
  afterEach(cleanup);

  it('is an empty alert region while there is nothing to say, taking back the gap', () => {
    render(<FormFailure data-slot="x-failure">{null}</FormFailure>);
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    expect(alert).toHaveAttribute('data-slot', 'x-failure');
    expect(alert.className).toContain('shop:-mt-4');
  });

  it('shows the message in its panel inside the same region', () => {
    const { rerender } = render(<FormFailure>{null}</FormFailure>);
    const region = screen.getByRole('alert');
    rerender(<FormFailure>Serverul nu răspunde.</FormFailure>);
    // The same element: a screen reader announces what appears in a region it already knows.
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('Serverul nu răspunde.');
    expect(region.className).not.toContain('shop:-mt-4');
  });

  it('keeps its place in a parent with another spacing when asked', () => {
    render(<FormFailure collapseGap={false}>{''}</FormFailure>);
    expect(screen.getByRole('alert').className).not.toContain('shop:-mt-4');
  });
});

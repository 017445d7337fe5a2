// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { mapFrameExamples } from './examples/map-frame.examples.js';
import { MapFrame } from './map-frame.js';

afterEach(cleanup);

describe('MapFrame', () => {
  it('loads the embed lazily in a frame named after the place, with a placeholder until loaded', () => {
    render(<MapFrame {...mapFrameExamples.withEmbed} />);
    const frame = screen.getByTitle('Harta: Chișinău, str. Ismail 98');
    expect(frame).toHaveAttribute('src', '/samples/map.html');
    expect(frame).toHaveAttribute('loading', 'lazy');
    const box = frame.parentElement as HTMLElement;
    expect(box).toHaveAttribute('aria-busy', 'true');
    fireEvent.load(frame);
    expect(box).toHaveAttribute('aria-busy', 'false');
    expect(box.querySelector('[data-slot="skeleton"]')).toBeNull();
  });

  it('opens the full map in a new tab, in the current language', () => {
    render(
      <I18nProvider locale="ru">
        <MapFrame {...mapFrameExamples.withEmbed} />
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'Открыть карту в новой вкладке' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toContain('mlat=47.0167');
  });

  it('builds the map from coordinates when there is no embed address', () => {
    render(<MapFrame {...mapFrameExamples.coordinatesOnly} />);
    expect(screen.getByTitle(/Cahul/).getAttribute('src')).toContain('marker=45.9075,28.1944');
  });

  it('has no point link for a local embed without coordinates, or when asked not to', () => {
    const { rerender } = render(<MapFrame {...mapFrameExamples.embedOnly} />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<MapFrame {...mapFrameExamples.withEmbed} showLink={false} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses unsafe addresses and draws nothing without a map', () => {
    const { container, rerender } = render(<MapFrame {...mapFrameExamples.nothing} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<MapFrame place="Orhei" latitude={95} longitude={28} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<MapFrame {...mapFrameExamples.withEmbed} />);
    // jsdom cannot enter frames; the frame itself (its title) is still checked.
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { HeroSliderExample, SAMPLE_SLIDES } from './examples/hero-slider.examples.js';
import { HERO_SLIDE_MS, HeroSlider } from './hero-slider.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The system's motion setting, as `matchMedia` answers it. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}

/** The slide on show (the others are hidden). */
function shown(): HTMLElement {
  const visible = screen.getAllByRole('group', { hidden: true }).filter((group) => {
    return group.dataset.slot === 'hero-slide' && !group.hidden;
  });
  expect(visible).toHaveLength(1);
  return visible[0] as HTMLElement;
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('HeroSlider', () => {
  it('is a carousel of named slides; the first picture is the eager, high-priority LCP image', async () => {
    const { container } = render(<HeroSliderExample />);
    const region = screen.getByRole('region', { name: 'Oferte' });
    expect(region).toHaveAttribute('aria-roledescription', 'carusel');
    const slides = container.querySelectorAll('[data-slot="hero-slide"]');
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveAttribute('role', 'group');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAttribute('aria-label', '1 din 4');
    expect(slides[3]).toHaveAttribute('aria-label', '4 din 4');
    expect(shown()).toBe(slides[0]);
    expect(screen.getByText('Reduceri de toamnă până la -30%')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vezi ofertele' })).toHaveAttribute(
      'href',
      '/pages/actionpromo/reduceri-de-toamna',
    );

    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '600');
    for (const image of [...images].slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 767.98px)');
    expect(source).toHaveAttribute('srcset', SAMPLE_SLIDES[0]?.image_mobile);
    expect((await axe.run(container)).violations).toEqual([]);
  }, 15_000);

  it('puts the pause button first, then the slide, previous and the dots', async () => {
    render(<HeroSliderExample />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pornește derularea slide-urilor' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Vezi ofertele' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Slide-ul anterior' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Slide-ul 1' })).toHaveFocus();
  });

  it('moves with previous, next and the dots, from the keyboard, and wraps around', async () => {
    render(<HeroSliderExample />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Slide-ul următor' }).focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAttribute('aria-label', '2 din 4');
    expect(screen.getByRole('button', { name: 'Slide-ul 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    screen.getByRole('button', { name: 'Slide-ul anterior' }).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(shown()).toHaveAttribute('aria-label', '4 din 4');

    const dots = screen.getByRole('group', { name: 'Alege slide-ul' });
    within(dots).getByRole('button', { name: 'Slide-ul 4' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('aria-label', '1 din 4');
    expect(within(dots).getByRole('button', { name: 'Slide-ul 1' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(shown()).toHaveAttribute('aria-label', '4 din 4');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(shown()).toHaveAttribute('aria-label', '4 din 4');
    await user.click(within(dots).getByRole('button', { name: 'Slide-ul 3' }));
    expect(shown()).toHaveAttribute('aria-label', '3 din 4');
  });

  it('turns every 6 s with a silent live region, and stands still while hovered or focused', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    const { container } = render(<HeroSlider slides={SAMPLE_SLIDES} />);
    const live = container.querySelector('[data-slot="hero-slides"]');
    expect(live).toHaveAttribute('aria-live', 'off');
    await tick(HERO_SLIDE_MS);
    expect(shown()).toHaveAttribute('aria-label', '2 din 4');

    const region = screen.getByRole('region', { name: 'Oferte' });
    fireEvent.mouseEnter(region);
    expect(live).toHaveAttribute('aria-live', 'polite');
    await tick(HERO_SLIDE_MS * 2);
    expect(shown()).toHaveAttribute('aria-label', '2 din 4');
    fireEvent.mouseLeave(region);
    await tick(HERO_SLIDE_MS);
    expect(shown()).toHaveAttribute('aria-label', '3 din 4');

    const next = screen.getByRole('button', { name: 'Slide-ul următor' });
    act(() => next.focus());
    await tick(HERO_SLIDE_MS * 2);
    expect(shown()).toHaveAttribute('aria-label', '3 din 4');
    act(() => next.blur());
    await tick(HERO_SLIDE_MS);
    expect(shown()).toHaveAttribute('aria-label', '4 din 4');
    await tick(HERO_SLIDE_MS);
    expect(shown()).toHaveAttribute('aria-label', '1 din 4');
  });

  it('stops for good with the pause button, and starts again with play', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    const { container } = render(<HeroSlider slides={SAMPLE_SLIDES} />);
    const pause = screen.getByRole('button', { name: 'Oprește derularea slide-urilor' });
    fireEvent.click(pause);
    act(() => pause.blur());
    expect(pause).toHaveTextContent('Pornește derularea slide-urilor');
    expect(container.querySelector('[data-slot="hero-slides"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await tick(HERO_SLIDE_MS * 3);
    expect(shown()).toHaveAttribute('aria-label', '1 din 4');
    fireEvent.click(pause);
    act(() => pause.blur());
    await tick(HERO_SLIDE_MS);
    expect(shown()).toHaveAttribute('aria-label', '2 din 4');
  });

  it('never turns by itself under prefers-reduced-motion', async () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    const { container } = render(<HeroSlider slides={SAMPLE_SLIDES} />);
    await tick(HERO_SLIDE_MS * 3);
    expect(shown()).toHaveAttribute('aria-label', '1 din 4');
    expect(screen.getByRole('button', { name: 'Pornește derularea slide-urilor' })).toBeVisible();
    expect(container.querySelector('[data-slot="hero-slides"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('shows one slide without controls, and nothing without slides', async () => {
    const { container, rerender } = render(<HeroSlider slides={SAMPLE_SLIDES.slice(0, 1)} />);
    expect(screen.getByRole('region', { name: 'Oferte' })).not.toHaveAttribute(
      'aria-roledescription',
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Vezi ofertele' })).toBeVisible();
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(<HeroSlider slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  }, 15_000);

  it('names a slide without button text with a default, and shows a slide without a picture', () => {
    const [first] = SAMPLE_SLIDES;
    if (!first) throw new Error('no sample');
    render(
      <HeroSlider
        autoplay={false}
        slides={[{ ...first, image: null, image_mobile: null, button_text: null }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Află mai multe' })).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });

  it.each([
    ['en', 'Offers', 'carousel', '1 of 4', 'Stop the slides', 'Next slide'],
    ['ru', 'Предложения', 'карусель', '1 из 4', 'Остановить слайды', 'Следующий слайд'],
  ] as const)('speaks %s', (locale, label, carousel, slideOf, pause, next) => {
    const { container } = render(
      <I18nProvider locale={locale}>
        <HeroSlider slides={SAMPLE_SLIDES} />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: label })).toHaveAttribute(
      'aria-roledescription',
      carousel,
    );
    expect(container.querySelector('[data-slot="hero-slide"]')).toHaveAttribute(
      'aria-label',
      slideOf,
    );
    expect(screen.getByRole('button', { name: pause })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });
});

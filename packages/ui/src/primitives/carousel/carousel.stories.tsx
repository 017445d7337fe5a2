import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CarouselRoot } from './carousel.js';
import {
  BANNERS,
  BannerCarousel,
  PRODUCT_IMAGES,
  ProductImagesCarousel,
  ProductRowCarousel,
  SingleBannerCarousel,
} from './examples/carousel.examples.js';

const meta = {
  title: 'Primitives/Carousel',
  component: CarouselRoot,
  parameters: { layout: 'padded' },
  args: { label: 'Promoții' },
  render: (args) => <BannerCarousel {...args} />,
} satisfies Meta<typeof CarouselRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEXT = 'Slide-ul următor';
const PREVIOUS = 'Slide-ul anterior';
const slideName = (index: number, total = BANNERS.length) => `Slide-ul ${index} din ${total}`;
const dotName = (index: number) => `Mergi la slide-ul ${index}`;

/**
 * Waits until the carousel has come to rest on a slide: the slide is marked visible only once
 * Embla has settled, and it then lines up with the viewport. Screenshots never catch a frame of
 * the scroll animation.
 */
async function settledOn(canvasElement: HTMLElement, name: string) {
  const slide = within(canvasElement).getByRole('group', { name });
  await waitFor(() => expect(slide).toHaveAttribute('data-state', 'visible'), { timeout: 3000 });
  const viewport = canvasElement.querySelector('[data-slot="carousel-viewport"]');
  await waitFor(() => {
    const gap = slide.getBoundingClientRect().left - (viewport?.getBoundingClientRect().left ?? 0);
    return expect(Math.abs(gap)).toBeLessThan(0.01);
  });
  for (const other of within(canvasElement).getAllByRole('group')) {
    if (other !== slide) await expect(other).toHaveAttribute('inert');
  }
}

function status(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="carousel-status"]');
}

/** The home banner slider on its first slide: previous reads as disabled, next does not. */
export const Banner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promoții' })).toHaveAttribute(
      'aria-roledescription',
      'Carusel',
    );
    await expect(await canvas.findByRole('button', { name: PREVIOUS })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: NEXT })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: dotName(1) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await settledOn(canvasElement, slideName(1));
  },
};

/** Opened on the last slide (`defaultIndex`): next reads as disabled. */
export const LastSlide: Story = {
  args: { defaultIndex: BANNERS.length - 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: NEXT })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: PREVIOUS })).not.toHaveAttribute(
      'aria-disabled',
    );
    await settledOn(canvasElement, slideName(BANNERS.length));
  },
};

/** Next moves one slide: the live region announces it and the second dot becomes current. */
export const NextButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(status(canvasElement)).toBeEmptyDOMElement();
    await userEvent.click(await canvas.findByRole('button', { name: NEXT }));
    await settledOn(canvasElement, slideName(2));
    await expect(status(canvasElement)).toHaveTextContent(slideName(2));
    await expect(canvas.getByRole('button', { name: dotName(2) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: dotName(1) })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('button', { name: PREVIOUS })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/**
 * The keyboard: Tab reaches the viewport and ArrowRight moves on. The slide left behind is inert:
 * its link cannot take focus, so Tab never lands on something out of view.
 */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: NEXT });
    const viewport = canvasElement.querySelector('[data-slot="carousel-viewport"]');
    await userEvent.tab();
    await expect(viewport).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await settledOn(canvasElement, slideName(2));
    await expect(status(canvasElement)).toHaveTextContent(slideName(2));
    await expect(canvas.getByRole('button', { name: dotName(2) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    canvas.getByRole('link', { name: BANNERS[0]?.link }).focus();
    await expect(viewport).toHaveFocus();
  },
};

/** `loop`: previous on the first slide goes round to the last; neither button disables. */
export const Looping: Story = {
  args: { loop: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = await canvas.findByRole('button', { name: PREVIOUS });
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous);
    await settledOn(canvasElement, slideName(BANNERS.length));
    await expect(canvas.getByRole('button', { name: dotName(BANNERS.length) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: NEXT })).not.toHaveAttribute('aria-disabled');
  },
};

/** A product row: two cards in view at 360 px, four at 1280 px, 16 px apart, arrows by the title. */
export const ProductRow: Story = {
  args: { label: 'Populare' },
  render: (args) => <ProductRowCarousel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: PREVIOUS })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(canvas.getAllByRole('group')[0]).not.toHaveAttribute('inert'));
  },
};

/**
 * The product page images with a thumbnail strip: a thumbnail selects its image and is marked
 * as current (ring in the site's main colour, `aria-current`).
 */
export const WithThumbnails: Story = {
  args: { label: 'Imaginile produsului' },
  render: (args) => <ProductImagesCarousel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-thumbnails"]');
    const thumbnails = within(strip ?? canvasElement).getAllByRole('button');
    await expect(thumbnails).toHaveLength(PRODUCT_IMAGES.length);
    await canvas.findByRole('button', { name: NEXT });
    await userEvent.click(thumbnails[2] as HTMLElement);
    await settledOn(canvasElement, slideName(3, PRODUCT_IMAGES.length));
    await expect(thumbnails[2]).toHaveAttribute('aria-current', 'true');
    await expect(thumbnails[0]).not.toHaveAttribute('aria-current');
    await expect(status(canvasElement)).toHaveTextContent(slideName(3, PRODUCT_IMAGES.length));
  },
};

/** One slide: no arrows, no dots, and the viewport is not a tab stop. */
export const SingleSlide: Story = {
  render: (args) => <SingleBannerCarousel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settledOn(canvasElement, slideName(1, 1));
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(
      canvasElement.querySelector('[data-slot="carousel-viewport"]'),
    ).not.toHaveAttribute('tabindex');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { HeroSliderExample, SAMPLE_SLIDES } from './examples/hero-slider.examples.js';
import { HeroSlider } from './hero-slider.js';

/**
 * The home page's hero slider (SPEC §2): the shop's banners, a picture for wide screens and one
 * for phones (below 768 px). Stories do not turn by themselves (`autoplay: false`), so the
 * screenshots are stable.
 */
const meta = {
  title: 'Components/HeroSlider',
  component: docsComponent<typeof HeroSliderExample>(HeroSlider),
  parameters: { layout: 'fullscreen' },
  render: (args) => <HeroSliderExample {...args} />,
  args: { slides: SAMPLE_SLIDES, autoplay: false },
} satisfies Meta<typeof HeroSliderExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const [FIRST] = SAMPLE_SLIDES;
if (!FIRST) throw new Error('The hero slider stories need a sample slide.');

/** Four slides, the first on show; stopped, so the first button offers to start them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Oferte' })).toHaveAttribute(
      'aria-roledescription',
      'carusel',
    );
    await expect(canvas.getByRole('group', { name: '1 din 4' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vezi ofertele' })).toHaveAttribute(
      'href',
      '/pages/actionpromo/reduceri-de-toamna',
    );
    await expect(
      canvas.getByRole('button', { name: 'Pornește derularea slide-urilor' }),
    ).toBeVisible();
  },
};

/** Turning by itself, held still while the pointer is over it: the button offers to stop. */
export const Playing: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('region', { name: 'Oferte' }));
    await expect(
      canvas.getByRole('button', { name: 'Oprește derularea slide-urilor' }),
    ).toBeVisible();
  },
};

/** Next from the keyboard: the second slide, its dot current, focus kept on the button. */
export const NextSlide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Slide-ul următor' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: '2 din 4' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Slide-ul 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** The last slide shown first. */
export const LastSlide: Story = {
  args: { defaultIndex: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: '4 din 4' })).toBeVisible();
  },
};

/** One slide: no controls. */
export const OneSlide: Story = {
  args: { slides: [FIRST] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** A slide without pictures, and one without button text (the default 'Află mai multe'). */
export const WithoutPicture: Story = {
  args: { slides: [{ ...FIRST, image: null, image_mobile: null, button_text: null }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Află mai multe' })).toBeVisible();
  },
};

/** A picture alone, without text or link. */
export const PictureOnly: Story = {
  args: { slides: [{ ...FIRST, title: null, description: null, url: null, button_text: null }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** No slides: nothing at all. */
export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="hero-slider"]')).toBeNull();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Предложения' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Запустить слайды' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormFailure } from './form-failure.js';

const meta = {
  title: 'Primitives/FormFailure',
  component: FormFailure,
  decorators: [
    (Story) => (
      <form className="shop:flex shop:max-w-md shop:flex-col shop:gap-4 shop:p-4">
        <p className="shop:text-sm">Formularul de mai sus</p>
        <Story />
        <button
          type="submit"
          className="shop:self-start shop:rounded-md shop:border shop:px-3 shop:py-2"
        >
          Trimite
        </button>
      </form>
    ),
  ],
} satisfies Meta<typeof FormFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to say yet: the alert region is there, empty, and leaves no hole in the form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** The API refused the form: its message, in the page's language. */
export const Refused: Story = {
  args: { children: 'Serverul nu răspunde. Verificați conexiunea și încercați din nou.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Serverul nu răspunde',
    );
  },
};

/** A long Russian message wraps inside the panel. */
export const LongRussian: Story = {
  args: {
    children:
      'Сервер не ответил. Ваши данные сохранены в форме: проверьте подключение к интернету и нажмите кнопку ещё раз.',
  },
};

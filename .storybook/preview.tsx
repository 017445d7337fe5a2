import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';

/**
 * Every story renders inside the shop's styles. Accessibility: axe runs on every story and any
 * violation fails its test (`a11y.test: 'error'`).
 */
const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    layout: 'centered',
    viewport: {
      options: {
        mobile360: { name: 'Mobile 360', styles: { width: '360px', height: '740px' } },
        mobile480: { name: 'Mobile 480', styles: { width: '480px', height: '800px' } },
        tablet744: { name: 'Tablet 744', styles: { width: '744px', height: '1000px' } },
        tablet1024: { name: 'Tablet 1024', styles: { width: '1024px', height: '768px' } },
        desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;

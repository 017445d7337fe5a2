import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The one Storybook of the project: the stories of @shop/ui, where designers review every state
 * of every component, and which CI runs as browser tests (with axe) through @storybook/addon-vitest.
 */
const config: StorybookConfig = {
  // The Introduction and Foundations pages (MDX) come first in the sidebar, then the stories.
  stories: ['../packages/ui/src/docs/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Local stand-ins for third-party pages (a map, a video player): stories never use the network.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Workspace packages from their TypeScript sources, as in tests and tsconfig.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@shop/source', 'module', 'browser', 'development|production'],
    };
    return viteConfig;
  },
};

export default config;

/**
 * The one Storybook of the project: the stories of @shop/ui, where designers review every state of
 * every component. Storybook itself (10.x, react-vite) is installed with the ui package; until then
 * this file only fixes where stories live and that telemetry stays off.
 */
const config = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;

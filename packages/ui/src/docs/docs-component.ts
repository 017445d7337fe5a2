import type { ComponentType } from 'react';

/**
 * The component a docs page documents, when its stories render through an example wrapper (a
 * frame, sample data chosen by a `state` arg, a provider around a container). The meta names the
 * real component, so the prop table and the controls describe what the package exports, and
 * renders the wrapper in `render`:
 *
 * ```tsx
 * const meta = {
 *   component: docsComponent<typeof CartPanelExample>(CartPanel),
 *   render: (args) => <CartPanelExample {...args} />,
 * } satisfies Meta<typeof CartPanelExample>;
 * ```
 *
 * Only the type changes: the meta's args are the wrapper's (the real component's props, passed
 * through, and the few the wrapper maps to them), and Storybook reads the prop table from the
 * component itself.
 */
export function docsComponent<Wrapper extends ComponentType<never>>(
  component: ComponentType<never>,
): Wrapper {
  return component as Wrapper;
}

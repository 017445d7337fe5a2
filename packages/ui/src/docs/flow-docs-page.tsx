import {
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import { MachineTable } from './machine-table.js';

/**
 * The docs page of a flow (`parameters.docs.page`): Storybook's usual page (title, description,
 * the first story, the props, the stories) with the flow's machine in between — its states,
 * nested states, events with their targets and guards, and invoked actors, read from the machine.
 */
export function flowDocsPage(machine: AnyStateMachine): () => ReactNode {
  return function FlowDocsPage() {
    return (
      <>
        <Title />
        <Subtitle />
        <Description />
        <Primary />
        <Controls />
        <Heading>{`The ${machine.id} machine`}</Heading>
        <p>
          Every state of the flow&apos;s machine (nested states indented) with the actors it runs,
          and each event it takes: where it goes, on which guard, and which actions run. The first
          row holds the events taken in every state. Generated from the machine itself.
        </p>
        <MachineTable machine={machine} />
        <Stories />
      </>
    );
  };
}

import { and, not, or, type AnyStateMachine, type AnyStateNode } from 'xstate';
import type { ReactNode } from 'react';

/** One way out of a state on an event: where it goes and what must hold. */
export interface MachineTransition {
  /** The event as a reader names it: `SUBMIT`, `done: login`, `after 300 ms`, `always`. */
  event: string;
  /** The state ids it goes to; empty when it stays (it only runs actions). */
  targets: string[];
  /** The guard's name (`and(onLoginTab, loginValid)`), or null when unguarded. */
  guard: string | null;
  /** Names of the actions it runs. */
  actions: string[];
}

/** A state of the machine, in document order (a parent before its children). */
export interface MachineState {
  /** The state's path below the root, joined by dots (`checkout.delivery`); '' for the root. */
  path: string;
  /** Its key (the last part of the path), or the machine's id for the root. */
  key: string;
  depth: number;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** For a compound state: its initial child's key. */
  initial: string | null;
  /** The actors it invokes while active (their logic's name in `setup({ actors })`). */
  invokes: string[];
  tags: string[];
  transitions: MachineTransition[];
}

/** Reference points for the combinators: `and()` etc. tag their function with a shared check. */
const COMBINATORS: readonly (readonly [string, unknown])[] = [
  ['and', checkOf(and([]))],
  ['or', checkOf(or([]))],
  ['not', checkOf(not('x'))],
];

function checkOf(guard: unknown): unknown {
  return (guard as { check?: unknown }).check;
}

/** A guard as written in the machine: its name, its combinator with the names inside, or `inline`. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown }).guards;
    const combinator = COMBINATORS.find(([, check]) => check === checkOf(guard))?.[0];
    if (combinator && Array.isArray(nested)) {
      return `${combinator}(${nested.map(guardName).join(', ')})`;
    }
    return 'inline';
  }
  if (guard !== null && typeof guard === 'object' && 'type' in guard) {
    return String(guard.type);
  }
  return 'inline';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action !== null && typeof action === 'object' && 'type' in action) {
    return String(action.type);
  }
  return 'inline';
}

/** XState's internal event names, as a reader would say them. */
function eventName(descriptor: string, node: AnyStateNode): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(descriptor);
  if (actor) {
    const invoked = node.invoke.find((invoke) => invoke.id === actor[2]);
    const src = typeof invoked?.src === 'string' ? invoked.src : actor[2];
    return `${actor[1] === 'done' ? 'done' : 'error'}: ${srcName(src ?? '')}`;
  }
  const after = /^xstate\.after\.(.+?)\.(.+)$/.exec(descriptor);
  if (after) return /^\d+$/.test(after[1] ?? '') ? `after ${after[1]} ms` : `after ${after[1]}`;
  if (descriptor.startsWith('xstate.done.state.')) return 'done (final child reached)';
  if (descriptor === '') return 'always';
  return descriptor === '*' ? 'any other event' : descriptor;
}

/** Inline actor logic has a generated source name; setup's actors keep theirs. */
function srcName(src: string): string {
  return src.startsWith('xstate.invoke.') ? 'inline actor' : src;
}

function pathOf(node: AnyStateNode): string {
  return node.path.join('.');
}

function transitionsOf(node: AnyStateNode): MachineTransition[] {
  const on = node.on as Record<string, NonNullable<AnyStateNode['always']>>;
  const all = [...Object.entries(on), ...(node.always ? [['', node.always] as const] : [])];
  return all.flatMap(([descriptor, transitions]) =>
    transitions.map((transition) => ({
      event: eventName(descriptor, node),
      targets: (transition.target ?? []).map((target) => pathOf(target) || target.id),
      guard: transition.guard === undefined ? null : guardName(transition.guard),
      actions: transition.actions.map(actionName),
    })),
  );
}

/** Every state of a machine with its events, targets, guards and invoked actors, read from `machine.root`. */
export function describeMachine(machine: AnyStateMachine): MachineState[] {
  const walk = (node: AnyStateNode, depth: number): MachineState[] => [
    {
      path: pathOf(node),
      key: depth === 0 ? machine.id : node.key,
      depth,
      type: node.type,
      initial: node.type === 'compound' ? (node.initial.target[0]?.key ?? null) : null,
      invokes: node.invoke.map((invoke) =>
        srcName(typeof invoke.src === 'string' ? invoke.src : invoke.id),
      ),
      tags: [...node.tags],
      transitions: transitionsOf(node),
    },
    ...Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) =>
      walk(child, depth + 1),
    ),
  ];
  return walk(machine.root, 0);
}

const cell = {
  padding: '6px 10px',
  borderTop: '1px solid var(--color-line)',
  verticalAlign: 'top',
} as const;
const code = { fontFamily: 'ui-monospace, monospace', fontSize: '0.85em' } as const;

function Transition({ transition }: { transition: MachineTransition }): ReactNode {
  return (
    <li>
      <span style={{ ...code, fontWeight: 600 }}>{transition.event}</span>
      {' → '}
      <span style={code}>
        {transition.targets.length > 0 ? transition.targets.join(', ') : '(stays)'}
      </span>
      {transition.guard ? (
        <>
          {' if '}
          <span style={code}>{transition.guard}</span>
        </>
      ) : null}
      {transition.actions.length > 0 ? (
        <span style={{ color: 'var(--color-muted)' }}>
          {' · '}
          {transition.actions.join(', ')}
        </span>
      ) : null}
    </li>
  );
}

/**
 * The states and events of a flow's machine, as a table for its docs page: each state (nested
 * states indented), whether it is initial or final, the actors it invokes, its tags, and each
 * event with its targets, guard and actions. Generated from the machine, so it never drifts.
 * The root row holds the events the machine takes in every state.
 */
export function MachineTable({ machine }: { machine: AnyStateMachine }): ReactNode {
  const states = describeMachine(machine);
  const initials = new Set(
    states.flatMap((state) =>
      state.initial === null ? [] : [state.path ? `${state.path}.${state.initial}` : state.initial],
    ),
  );
  return (
    <table
      aria-label={`States and events of the ${machine.id} machine`}
      style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14, lineHeight: 1.5 }}
    >
      <thead>
        <tr style={{ textAlign: 'left' }}>
          <th style={cell}>State</th>
          <th style={cell}>Invokes</th>
          <th style={cell}>Events</th>
        </tr>
      </thead>
      <tbody>
        {states.map((state) => (
          <tr key={state.path || '(root)'}>
            <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
              <span style={{ ...code, paddingLeft: state.depth * 16, fontWeight: 600 }}>
                {state.depth === 0 ? `${state.key} (every state)` : state.key}
              </span>
              <div style={{ color: 'var(--color-muted)', paddingLeft: state.depth * 16 }}>
                {[
                  initials.has(state.path) ? 'initial' : null,
                  state.type === 'atomic' || state.depth === 0 ? null : state.type,
                  ...state.tags.map((tag) => `tag: ${tag}`),
                ]
                  .filter((note) => note !== null)
                  .join(' · ')}
              </div>
            </th>
            <td style={{ ...cell, ...code }}>{state.invokes.join(', ')}</td>
            <td style={cell}>
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {state.transitions.map((transition, index) => (
                  <Transition key={index} transition={transition} />
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

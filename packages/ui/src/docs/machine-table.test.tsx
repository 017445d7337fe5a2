// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { and, createMachine, fromPromise, setup } from 'xstate';
import { cartMachine } from '../flows/cart/cart.machine.js';
import { signInMachine } from '../flows/sign-in/sign-in.machine.js';
import { describeMachine, guardName, MachineTable } from './machine-table.js';

afterEach(cleanup);

describe('describeMachine', () => {
  it("lists the sign-in machine's real states, each with its events, guards and actors", () => {
    const states = describeMachine(signInMachine);
    expect(states.map((state) => state.path)).toEqual(['', 'idle', 'loggingIn', 'registering']);
    const [root, idle, loggingIn] = states;
    expect(root).toMatchObject({ key: 'signIn', type: 'compound', initial: 'idle' });
    expect(root!.transitions.map((transition) => transition.event)).toEqual([
      'SWITCH_TAB',
      'OPENED',
      'FORGOT_PASSWORD',
    ]);
    const submits = idle!.transitions.filter((transition) => transition.event === 'SUBMIT');
    expect(submits).toEqual([
      {
        event: 'SUBMIT',
        targets: ['loggingIn'],
        guard: 'and(onLoginTab, loginValid)',
        actions: ['startLogin'],
      },
      { event: 'SUBMIT', targets: [], guard: 'onLoginTab', actions: ['markLoginSubmitted'] },
      {
        event: 'SUBMIT',
        targets: ['registering'],
        guard: 'registerValid',
        actions: ['startRegister'],
      },
      { event: 'SUBMIT', targets: [], guard: null, actions: ['markRegisterSubmitted'] },
    ]);
    expect(loggingIn).toMatchObject({ invokes: ['login'], tags: ['busy'] });
    expect(loggingIn!.transitions.map(({ event, targets }) => [event, targets])).toEqual([
      ['done: login', ['idle']],
      ['error: login', ['idle']],
    ]);
  });

  it('walks nested and parallel states, delays and eventless transitions', () => {
    const machine = createMachine({
      id: 'demo',
      initial: 'a',
      states: {
        a: {
          initial: 'one',
          states: { one: { after: { 300: 'two' } }, two: { always: { target: '#demo.b' } } },
        },
        b: { type: 'parallel', states: { x: {}, y: {} } },
        done: { type: 'final' },
      },
    });
    const states = describeMachine(machine);
    expect(states.map(({ path, depth, type }) => [path, depth, type])).toEqual([
      ['', 0, 'compound'],
      ['a', 1, 'compound'],
      ['a.one', 2, 'atomic'],
      ['a.two', 2, 'atomic'],
      ['b', 1, 'parallel'],
      ['b.x', 2, 'atomic'],
      ['b.y', 2, 'atomic'],
      ['done', 1, 'final'],
    ]);
    expect(states[2]!.transitions).toEqual([
      { event: 'after 300 ms', targets: ['a.two'], guard: null, actions: [] },
    ]);
    expect(states[3]!.transitions[0]).toMatchObject({ event: 'always', targets: ['b'] });
  });

  it('names guards as written: a name, a parameterised guard, the combinators, or inline', () => {
    expect(guardName('ready')).toBe('ready');
    expect(guardName({ type: 'atLeast', params: { n: 2 } })).toBe('atLeast');
    expect(guardName(and(['a', { type: 'b' }]))).toBe('and(a, b)');
    expect(guardName(() => true)).toBe('inline');
  });

  it('names inline actors and reads setup actors by their names', () => {
    const machine = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
      initial: 'loading',
      states: {
        loading: { invoke: [{ src: 'load' }, { src: fromPromise(async () => 2) }] },
      },
    });
    expect(describeMachine(machine)[1]!.invokes).toEqual(['load', 'inline actor']);
  });

  it('describes every flow machine without throwing (the cart has nested states)', () => {
    const cart = describeMachine(cartMachine);
    expect(cart.length).toBeGreaterThan(3);
    expect(cart.some((state) => state.depth > 1)).toBe(true);
  });
});

describe('MachineTable', () => {
  it("renders a row per sign-in state, named by its key, with the state's events", () => {
    render(<MachineTable machine={signInMachine} />);
    const table = screen.getByRole('table', { name: 'States and events of the signIn machine' });
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual([
      'signIn (every state)',
      'idleinitial',
      'loggingIntag: busy',
      'registeringtag: busy',
    ]);
    const idle = rows[1]!.closest('tr')!;
    expect(within(idle).getByText('and(onLoginTab, loginValid)')).toBeInTheDocument();
    expect(within(idle).getAllByText('SUBMIT')).toHaveLength(4);
  });
});

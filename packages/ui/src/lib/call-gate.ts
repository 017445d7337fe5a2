/**
 * A gate the demos' fake requests wait at: held, they wait until released, so a test or a story
 * sees the state in between (a heart flipped before its refusal, a busy clear-all, a cart blocked
 * while its change is sent) however slow the machine running it is. For examples and tests.
 */
export interface CallGate {
  /** Later calls wait until `release`. */
  hold: () => void;
  release: () => void;
  /** What a call awaits: at once unless held. */
  wait: () => Promise<void>;
}

export function createCallGate(): CallGate {
  let open = () => {};
  let current = Promise.resolve();
  return {
    hold: () => {
      current = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
    wait: () => current,
  };
}

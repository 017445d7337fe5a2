import { useLayoutEffect, useRef } from 'react';

/** An actor's `on('*')`: what `useEmitted` needs of it. */
interface EmittingActor<Emitted> {
  on(type: '*', listener: (event: Emitted) => void): { unsubscribe(): void };
}

/**
 * Calls `listener` with everything the actor emits, always the latest `listener` (handlers given
 * as props may change each render). It subscribes in a layout effect, which runs before the
 * passive effect that starts an actor of `useActorRef`: what the actor emits at its very start
 * is heard too.
 *
 * @example useEmitted(actor, (event) => { if (event.type === 'signedOut') onSignedOut?.(); });
 */
export function useEmitted<Emitted>(
  actor: EmittingActor<Emitted>,
  listener: (event: Emitted) => void,
): void {
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useLayoutEffect(() => {
    const subscription = actor.on('*', (event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);
}

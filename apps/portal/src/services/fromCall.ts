import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * The actor of one api-client call, for a machine's `provide()`: every call the portal gives a
 * machine goes through here. `call` gets the actor's signal, which aborts when the actor stops;
 * reads pass it on to api-client (the request is cancelled), writes do not (a write the server may
 * already have done is never cut short, its outcome just goes to no one).
 *
 * A call whose actor was stopped never settles. React's StrictMode (the dev server mounts every
 * effect twice) and `<Activity>` stop an actor and start it again from its snapshot
 * (@xstate/react's `useActorRef` and `useMachine`): the call runs again, and the first call's
 * outcome, an `aborted` result, would otherwise end the revived actor as a failure nobody had.
 */
export function fromCall<TOutput, TInput>(
  call: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    const output = await call(input, signal);
    if (signal.aborted) return new Promise<never>(() => {});
    return output;
  });
}

/**
 * A context value that a guard or the way into the state made sure of, read without a cast: what
 * `assertEvent` is to the event. It throws, naming the value, where `context.x as string` would
 * have handed a null on to a call.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new Error(`${what}: missing, though the state requires it`);
  return value;
}

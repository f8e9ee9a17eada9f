// Where the portal reports what nobody expected: the machines' `log` action (list items read in
// part, unreadable answers, failures that are only logged) and the portal's own warnings (the
// calendar, the service worker). The portal has no reporting service: reports go to the browser
// console, in development and in production alike (as the route error boundary's do). A service
// would be called from here, and nowhere else.
import type { LogParams } from '@admission/flows';

export function reportUnexpected(message: string, detail?: unknown): void {
  console.warn(message, detail ?? '');
}

/**
 * The `log` action of every machine the portal runs (flows' `logUnexpected` has this signature):
 * provided with `machine.provide({ actions: { log: reportLog } })` where the machine is wired.
 */
export function reportLog(_: unknown, { message, detail }: LogParams): void {
  reportUnexpected(message, detail);
}

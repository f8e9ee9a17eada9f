// How a machine reads a call's result (api-client's `ApiResult`): one guard, one reading of the
// data and one of the error, and the one `log` action for answers nobody expected. XState's guards
// do not narrow the event, so the transition guarded by `answered` reads the data with `dataOf`,
// and a later transition of the same `onDone` (not answered) reads the failure with `errorOf`:
// no cast. What an error means for the user is decided in rules/errors.ts.
import type { ApiError, ApiResult } from '@admission/api-client';

/** Any call's result: its error is an `ApiError`, or a kind of its own (a staff decision's conflict). */
type AnyResult<T = unknown> = ApiResult<T, { kind: string }>;

/** Guard: the call answered (`ok`). Used as `guard: { type: 'answered', params: ({ event }) => event.output }`. */
export function answered(_: unknown, result: AnyResult): boolean {
  return result.ok;
}

/** The data of an answered call; only read where `answered` (or a guard implying it) let the transition through. */
export function dataOf<T>(result: AnyResult<T>): T {
  if (!result.ok) throw new Error(`dataOf: the call failed (${result.error.kind}); guard the transition`);
  return result.data;
}

/** The error of a failed call; only read after the `answered` transition (or another `ok` one) was not taken. */
export function errorOf<E extends { kind: string }>(result: ApiResult<unknown, E>): E {
  if (result.ok) throw new Error('errorOf: the call answered; read it after the answered transition');
  return result.error;
}

/** The items an answered list read in part (one line each, for the log); none otherwise. */
export function issuesOf(result: AnyResult): readonly string[] {
  return result.ok ? (result.issues ?? []) : [];
}

/** The server's own words of a refusal (an HTTP error or an envelope with `isSuccess: false`), if it sent any. */
export function serverMessageOf(error: ApiError): string | null {
  return (error.kind === 'http' || error.kind === 'rejected') && error.message ? error.message : null;
}

/** The `log` action's parameters: what happened, and what shows it (the issues, the error). */
export interface LogParams {
  message: string;
  detail?: unknown;
}

/**
 * The `log` action every machine that has one declares with this implementation: answers nobody
 * expected (list items read in part, unreadable answers, failures that are only logged). The
 * console by default (tests and stories); the portal provides its own report once for all of them
 * (apps/portal/src/services/report.ts).
 */
export function logUnexpected(_: unknown, params: LogParams): void {
  console.warn(params.message, params.detail ?? '');
}

/**
 * The result reading every machine adds to its setup: `setup({ … }).extend(resultReading)`, which
 * declares the `answered` guard and the `log` action (a machine whose page words some refusals
 * extends failures.ts's `wordedReading` instead, which adds the `worded` guard). Apart from the
 * machine's own guards and actions because XState infers their types from their inline functions,
 * and a function declared elsewhere among them stops that inference.
 */
export const resultReading = { actions: { log: logUnexpected }, guards: { answered } };

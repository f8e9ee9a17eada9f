// The failure transitions of a call whose page words some refusals, written once for every such
// flow (reset, new verification e-mail, e-mail verification, password change, receipt). A module of
// its own, apart from result.ts, which every machine reads: the bundler then puts these in the
// chunks of the pages that use them, not in the app's first chunk, which the login already needs.
import type { ApiResult } from '@admission/api-client';
import { errorOf, resultReading } from './result';
import { isWordedRefusal, type WordedFlow } from './rules/refusals';

/**
 * Guard: the call failed with a refusal its page words (rules/errors.ts `WORDED_REFUSALS`), so the
 * failure is shown and not reported. Used as `guard: { type: 'worded', params: ({ event }) => ({
 * flow: 'passwordChange', result: event.output }) }` before the failure transition that logs.
 * Here rather than in result.ts: the classifiers of those flows' refusals come with it, and stay
 * out of the first chunk, which only machines without worded refusals (login, session) need.
 */
export function worded(_: unknown, params: { flow: WordedFlow; result: ApiResult<unknown> }): boolean {
  return !params.result.ok && isWordedRefusal(params.flow, params.result.error);
}

/** result.ts's `resultReading` with the `worded` guard: `setup({ … }).extend(wordedReading)`. */
export const wordedReading = {
  actions: resultReading.actions,
  guards: { ...resultReading.guards, worded },
};

/** What a transition of an invoke's `onDone` reads: the context, and the call's result. */
interface SettledArgs<TContext> {
  context: TContext;
  event: { output: ApiResult<unknown> };
}

/** A value given as it is, or read from the context (a machine that serves several flows). */
type OfContext<TContext, T> = T | ((context: TContext) => T);

function read<TContext, T extends string>(value: OfContext<TContext, T>, context: TContext): T {
  return typeof value === 'function' ? value(context) : value;
}

/**
 * The two failure transitions of a call whose page words some refusals (rules/errors.ts
 * `WORDED_REFUSALS`), written once for every such flow: after its `answered` transition(s),
 * `onDone: [{ guard: answered… }, ...failureBranches({ flow, fail, target, report })]`. A worded
 * refusal runs the machine's `fail` action (params: the `ApiError`); any other failure runs it too
 * and is reported through `log` with `report` as its message.
 */
export function failureBranches<TContext, const TFail extends string, const TTarget extends string>(options: {
  flow: OfContext<TContext, WordedFlow>;
  /** The machine's action that keeps the failure (its params: the error). */
  fail: TFail;
  target: TTarget;
  /** The `log` message of a failure nobody expected. */
  report: OfContext<TContext, string>;
}) {
  const fail = {
    type: options.fail,
    params: ({ event }: SettledArgs<TContext>) => errorOf(event.output),
  };
  return [
    {
      guard: {
        type: 'worded' as const,
        params: ({ context, event }: SettledArgs<TContext>) => ({
          flow: read(options.flow, context),
          result: event.output,
        }),
      },
      target: options.target,
      actions: fail,
    },
    {
      target: options.target,
      actions: [
        fail,
        {
          type: 'log' as const,
          params: ({ context, event }: SettledArgs<TContext>) => ({
            message: read(options.report, context),
            detail: errorOf(event.output),
          }),
        },
      ],
    },
  ];
}

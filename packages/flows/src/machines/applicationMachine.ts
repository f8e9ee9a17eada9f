import {
  and,
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  not,
  setup,
  spawnChild,
  stateIn,
  stopChild,
  type ActorRefFrom,
  type AnyActorLogic,
  type SnapshotFrom,
} from 'xstate';
import type {
  ApiError,
  ApiResult,
  Application,
  ApplicationDetails,
  BacResult,
  ChoiceReceipt,
} from '@admission/api-client';
import { canChangeProgram, mergeApplicationDetails } from '../rules/applications';
import type { ApplicationAddressFields } from '../rules/payload';
import { dataOf, errorOf, resultReading } from '../result';
import { classifyLoadError, type LoadErrorCode } from '../rules/errors';
import type { ProgramChangeInput, ProgramChangeOutput, programChangeMachine } from './programChangeMachine';
import type { ProgramSelection } from '../rules/ranking';

export interface ApplicationInput {
  application: Application & ApplicationAddressFields;
  /** The `accountId` storage entry, handed to a programme change. */
  storedAccountId: string | null;
  /**
   * The device's last-known copy (details already merged, and these grades): nothing is loaded,
   * and no programme change is offered until fresh data replaces it.
   */
  fromDevice?: { grades: BacResult | null };
}

/** Call 4. */
export interface FetchGradesInput {
  bacResultId: string;
}
export type FetchGradesOutput = ApiResult<BacResult>;
/** Call 5, in parallel with call 4. */
export interface FetchDetailsInput {
  candidateId: string;
}
export type FetchDetailsOutput = ApiResult<ApplicationDetails>;
/**
 * The programme change's machine with its calls, loaded when a change starts: most visits only read
 * the dashboard, and its code is not in the journey's download (e2e/budget.spec.ts).
 */
export type ProgramChangeLogic = typeof programChangeMachine;

export type ApplicationEvent =
  /** "Changer de programme": starts a programme change, if this application may change now. */
  | {
      type: 'CHANGE_PROGRAM';
      /** A selection kept from an interrupted change, offered back if it still fits. */
      draft?: ProgramSelection | null | undefined;
    }
  /** "Réessayer" on the grades card. */
  | { type: 'RETRY_GRADES' }
  /** "Réessayer" where the details are missing. */
  | { type: 'RETRY_DETAILS' }
  /** The change's child ended (saved or closed). */
  | { type: 'xstate.done.actor.programChange'; output: ProgramChangeOutput };

export interface ApplicationContext {
  /** The application with its details (call 5) merged in, once each time they arrive. */
  application: Application & ApplicationAddressFields;
  storedAccountId: string | null;
  /** Grades and coefficients (call 4); null until loaded, or when they could not be. */
  grades: BacResult | null;
  gradesError: LoadErrorCode | null;
  detailsError: LoadErrorCode | null;
  /** Shown from the device's copy (read-only), not loaded now. */
  fromDevice: boolean;
  /** The selection offered back to the change being loaded (`CHANGE_PROGRAM`'s draft). */
  changeDraft: ProgramSelection | null;
}

const applicationSetup = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as ApplicationInput,
    children: {} as {
      fetchGrades: 'fetchGrades';
      fetchDetails: 'fetchDetails';
      loadProgramChange: 'loadProgramChange';
      programChange: 'programChange';
    },
  },
  actors: {
    fetchGrades: fromPromise<FetchGradesOutput, FetchGradesInput>(async () => {
      throw new Error('fetchGrades not provided');
    }),
    fetchDetails: fromPromise<FetchDetailsOutput, FetchDetailsInput>(async () => {
      throw new Error('fetchDetails not provided');
    }),
    loadProgramChange: fromPromise<ProgramChangeLogic>(async () => {
      throw new Error('loadProgramChange not provided');
    }),
    /** The change's child: its type here, its code from `loadProgramChange` (spawned by `startChange`). */
    programChange: fromPromise(async () => {}) as unknown as ProgramChangeLogic,
  },
  actions: {
    showGrades: assign((_, grades: BacResult) => ({ grades })),
    failGrades: assign((_, error: ApiError) => ({ gradesError: classifyLoadError(error) })),
    clearGradesError: assign({ gradesError: null }),
    failDetails: assign((_, error: ApiError) => ({ detailsError: classifyLoadError(error) })),
    clearDetailsError: assign({ detailsError: null }),
    keepChangeDraft: assign({
      changeDraft: ({ event }) => {
        assertEvent(event, 'CHANGE_PROGRAM');
        return event.draft ?? null;
      },
    }),
    /** The change, from its loaded code, as the child `programChange`. */
    startChange: enqueueActions(({ context, enqueue }, logic: ProgramChangeLogic) => {
      const input: ProgramChangeInput = {
        application: context.application,
        storedAccountId: context.storedAccountId,
        draft: context.changeDraft,
      };
      // The loaded logic is the `programChange` the children's types name; XState's types know only
      // the implementations given at setup, hence the cast.
      enqueue(spawnChild(logic as AnyActorLogic, { id: 'programChange', input }) as never);
    }),
    mergeDetails: assign({
      application: ({ context }, details: ApplicationDetails) =>
        mergeApplicationDetails(context.application, details),
    }),
    /**
     * A saved change: the details it reloaded merged in (when call 5 answered), and its receipt's
     * reference kept, so the card links to it before the next load.
     */
    changeSaved: assign({
      application: (
        { context },
        saved: { details: ApplicationDetails | null; receipt: ChoiceReceipt | null },
      ) => {
        const merged = saved.details
          ? mergeApplicationDetails(context.application, saved.details)
          : context.application;
        return saved.receipt ? { ...merged, lastReceiptReference: saved.receipt.reference } : merged;
      },
    }),
  },
  guards: {
    canChangeProgram: ({ context }) => canChangeProgram(context.application),
    /** The choices come with the details (call 5): while they are unknown, no change is offered. */
    detailsKnown: stateIn({ details: 'loaded' }),
    /** The device's copy is read-only: a change waits for the connection and fresh data. */
    fromDevice: ({ context }) => context.fromDevice,
  },
}).extend(resultReading);

/**
 * One application on the dashboard (one actor per application, as in XState's friends-list
 * example): loads its grades and details in parallel, and runs its programme change, merging the
 * details the change reloaded.
 */
export const applicationMachine = applicationSetup.createMachine({
  id: 'application',
  context: ({ input }) => ({
    application: input.application,
    storedAccountId: input.storedAccountId,
    grades: input.fromDevice?.grades ?? null,
    gradesError: null,
    detailsError: null,
    fromDevice: input.fromDevice !== undefined,
    changeDraft: null,
  }),
  type: 'parallel',
  states: {
    grades: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'fromDevice', target: 'loaded' }, { target: 'loading' }] },
        loading: {
          tags: ['gradesLoading'],
          invoke: {
            id: 'fetchGrades',
            src: 'fetchGrades',
            input: ({ context }) => ({ bacResultId: context.application.bacResultId }),
            onDone: [
              {
                guard: { type: 'answered', params: ({ event }) => event.output },
                target: 'loaded',
                actions: { type: 'showGrades', params: ({ event }) => dataOf(event.output) },
              },
              {
                target: 'failed',
                actions: [
                  { type: 'failGrades', params: ({ event }) => errorOf(event.output) },
                  {
                    type: 'log',
                    params: ({ event }) => ({
                      message: 'dashboard: grades not loaded',
                      detail: errorOf(event.output),
                    }),
                  },
                ],
              },
            ],
          },
        },
        loaded: {},
        failed: {
          on: { RETRY_GRADES: { target: 'loading', actions: 'clearGradesError' } },
        },
      },
    },
    details: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'fromDevice', target: 'loaded' }, { target: 'loading' }] },
        loading: {
          tags: ['detailsLoading'],
          invoke: {
            id: 'fetchDetails',
            src: 'fetchDetails',
            input: ({ context }) => ({ candidateId: context.application.candidateId }),
            onDone: [
              {
                guard: { type: 'answered', params: ({ event }) => event.output },
                target: 'loaded',
                actions: {
                  type: 'mergeDetails',
                  params: ({ event }) => dataOf(event.output),
                },
              },
              {
                target: 'failed',
                actions: [
                  { type: 'failDetails', params: ({ event }) => errorOf(event.output) },
                  {
                    type: 'log',
                    params: ({ event }) => ({
                      message: 'dashboard: details not loaded',
                      detail: errorOf(event.output),
                    }),
                  },
                ],
              },
            ],
          },
        },
        loaded: {},
        failed: {
          on: { RETRY_DETAILS: { target: 'loading', actions: 'clearDetailsError' } },
        },
      },
    },
    programChange: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CHANGE_PROGRAM: {
              guard: and(['canChangeProgram', 'detailsKnown', not('fromDevice')]),
              target: 'loading',
              actions: 'keepChangeDraft',
            },
          },
        },
        /** The change's code arrives (once per page; the portal may have fetched it when the candidate pointed at the button). */
        loading: {
          invoke: {
            id: 'loadProgramChange',
            src: 'loadProgramChange',
            onDone: {
              target: 'changing',
              actions: { type: 'startChange', params: ({ event }) => event.output },
            },
            // Its code could not be loaded (no network): the application stays as it was.
            onError: {
              target: 'idle',
              actions: {
                type: 'log',
                params: ({ event }) => ({
                  message: 'application: the programme change could not be loaded',
                  detail: event.error,
                }),
              },
            },
          },
        },
        /** The change's actor is `snapshot.children.programChange` while it runs. */
        changing: {
          exit: stopChild('programChange'),
          on: {
            'xstate.done.actor.programChange': {
              target: 'idle',
              actions: {
                type: 'changeSaved',
                params: ({ event }) =>
                  event.output.outcome === 'saved' ? event.output : { details: null, receipt: null },
              },
            },
          },
        },
      },
    },
  },
});

export type ApplicationActorRef = ActorRefFrom<typeof applicationMachine>;
export type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>;

/** Whether this application's loads are over (answered or failed), from the network. */
export function settledFromNetwork(snapshot: ApplicationSnapshot): boolean {
  return (
    !snapshot.context.fromDevice && !snapshot.hasTag('gradesLoading') && !snapshot.hasTag('detailsLoading')
  );
}

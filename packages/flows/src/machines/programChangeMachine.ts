import { and, assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type {
  ApiResult,
  Application,
  ApplicationDetails,
  ChoiceReceipt,
  EligibleProgram,
  EligibleProgramsData,
  GroupInfo,
  SavedChoices,
  UpdateWithChoicesFields,
} from '@admission/api-client';
import { present } from '../present';
import { dataOf, errorOf, resultReading, serverMessageOf } from '../result';
import { dedupeProgramsById } from '../rules/applications';
import {
  classifyChoicesSaveError,
  classifyProgramsLoadError,
  type ProgramChangeErrorCode,
} from '../rules/errors';
import { accountIdFor, buildUpdatePayload, type ApplicationAddressFields } from '../rules/payload';
import {
  emptySelection,
  isRank,
  isSelectionComplete,
  restorableSelection,
  currentSelection,
  sameSelection,
  selectRank,
  selectSingleProgram,
  type ProgramSelection,
  type Rank,
} from '../rules/ranking';

export interface ProgramChangeInput {
  application: Application & ApplicationAddressFields;
  /** The `accountId` storage entry, preferred over the application's. */
  storedAccountId?: string | null;
  /** A selection kept from an interrupted change: restored once the programmes load, if it fits. */
  draft?: ProgramSelection | null | undefined;
}

/** Call 6. */
export interface LoadEligibleProgramsInput {
  bacSerie: string;
}
export type LoadEligibleProgramsOutput = ApiResult<EligibleProgramsData>;
/** Call 7. */
export interface SaveChoicesInput {
  fields: UpdateWithChoicesFields;
}
export type SaveChoicesOutput = ApiResult<SavedChoices>;
/** Call 5 after a successful save. */
export interface ReloadDetailsInput {
  candidateId: string;
}
export type ReloadDetailsOutput = ApiResult<ApplicationDetails>;

export type ProgramChangeEvent =
  | { type: 'CLOSE' }
  /** « Réessayer » after the eligible programmes failed to load (not after a session that ended). */
  | { type: 'RETRY' }
  | { type: 'RANK'; programId: string; rank: Rank }
  | { type: 'PICK'; programId: string }
  | { type: 'RESET' }
  | { type: 'SAVE' };

/**
 * Notifications for the app (the "Erreur" and "Succès" toasts, the receipt), listened to with
 * `actor.on()`. `receipt` is null when the service keeps none (this portal's addition).
 */
export type ProgramChangeEmitted =
  | {
      type: 'failed';
      error: ProgramChangeErrorCode;
      serverMessage: string | null;
      /**
       * The eligible programmes did not load: the open dialog shows it with « Réessayer », so the
       * app need not say it a second time.
       */
      whileLoading: boolean;
    }
  | { type: 'saved'; receipt: ChoiceReceipt | null };

/**
 * How a change ends: saved (with its receipt, when the service sent one, and the reloaded details,
 * when call 5 answered) or cancelled.
 */
export type ProgramChangeOutput =
  | { outcome: 'saved'; details: ApplicationDetails | null; receipt: ChoiceReceipt | null }
  | { outcome: 'cancelled' };

export interface ProgramChangeContext {
  application: Application & ApplicationAddressFields;
  /** Whose application this is (stored id, else the application's); null: "Session expirée". */
  accountId: string | null;
  /** Every eligible programme, de-duplicated by programId. */
  programs: EligibleProgram[];
  groupInfo: GroupInfo | null;
  /** The group's specialities (ranked in multiple mode). */
  specialities: EligibleProgram[];
  /** The eligible programmes outside the group ("another programme"). */
  otherPrograms: EligibleProgram[];
  selection: ProgramSelection;
  /** The interrupted change's selection, until the programmes load. */
  draft: ProgramSelection | null;
  /** The selection shown is the interrupted change's (the dialog says so until it changes). */
  restored: boolean;
  /** The choice held now, as a selection (none when unknown): saving it again changes nothing. */
  held: ProgramSelection;
  error: ProgramChangeErrorCode | null;
  /** Server message of a refused save, if any (ui shows it instead of the generic one). */
  serverMessage: string | null;
  /** Closed by the candidate while a save was on its way: the dialog is gone, the outcome still reported. */
  dismissed: boolean;
  /** The saved change's receipt, once the save is confirmed (null: the service keeps none). */
  receipt: ChoiceReceipt | null;
  output: ProgramChangeOutput;
}

function saveFailureOf(output: SaveChoicesOutput): {
  error: ProgramChangeErrorCode;
  serverMessage: string | null;
} {
  const error = errorOf(output);
  return { error: classifyChoicesSaveError(error), serverMessage: serverMessageOf(error) };
}

const programChangeSetup = setup({
  types: {
    context: {} as ProgramChangeContext,
    events: {} as ProgramChangeEvent,
    input: {} as ProgramChangeInput,
    output: {} as ProgramChangeOutput,
    emitted: {} as ProgramChangeEmitted,
  },
  actors: {
    loadEligiblePrograms: fromPromise<LoadEligibleProgramsOutput, LoadEligibleProgramsInput>(async () => {
      throw new Error('loadEligiblePrograms not provided');
    }),
    saveChoices: fromPromise<SaveChoicesOutput, SaveChoicesInput>(async () => {
      throw new Error('saveChoices not provided');
    }),
    reloadDetails: fromPromise<ReloadDetailsOutput, ReloadDetailsInput>(async () => {
      throw new Error('reloadDetails not provided');
    }),
  },
  actions: {
    fail: assign((_, params: { error: ProgramChangeErrorCode; serverMessage?: string | null }) => ({
      error: params.error,
      serverMessage: params.serverMessage ?? null,
    })),
    notifyFailure: emit(({ context }, params?: { whileLoading: boolean }) => ({
      type: 'failed' as const,
      error: present(context.error, 'error'),
      serverMessage: context.serverMessage,
      whileLoading: params?.whileLoading ?? false,
    })),
    notifySaved: emit(({ context }) => ({ type: 'saved' as const, receipt: context.receipt })),
    clearError: assign({ error: null, serverMessage: null }),
    /** The eligible programmes, sorted into the group's specialities and the others; a kept draft restored if it fits. */
    showPrograms: assign(({ context }, data: EligibleProgramsData) => {
      const programs = dedupeProgramsById(data.programs);
      const specialities = dedupeProgramsById(data.groupInfo?.programs ?? []);
      const groupIds = new Set(specialities.map((p) => p.programId));
      const otherPrograms = programs.filter((p) => !groupIds.has(p.programId));
      const specialityIds = specialities.map((p) => p.programId);
      const otherIds = otherPrograms.map((p) => p.programId);
      const restored = restorableSelection(context.draft, specialityIds, otherIds);
      const held = currentSelection(context.application, specialityIds, otherIds);
      return {
        programs,
        groupInfo: data.groupInfo,
        specialities,
        otherPrograms,
        // An interrupted change first, else the choice held now: the dialog opens with it selected.
        selection: restored ?? held ?? context.selection,
        held: held ?? emptySelection,
        restored: restored !== null,
        draft: null,
      };
    }),
    /** A new selection by the candidate: the restored draft's notice and the last failure go. */
    select: assign((_, selection: ProgramSelection) => ({ selection, restored: false, error: null })),
    dismiss: assign({ dismissed: true }),
    keepReceipt: assign((_, receipt: ChoiceReceipt | null) => ({ receipt })),
    /** Saved: with the reloaded details, or none when call 5 did not answer. */
    concludeSaved: assign(({ context }, details: ApplicationDetails | null) => ({
      output: { outcome: 'saved' as const, details, receipt: context.receipt },
    })),
  },
  guards: {
    hasBacSerie: ({ context }) => Boolean(context.application.bacSerie),
    isSpecialityRank: ({ context, event }) => {
      assertEvent(event, 'RANK');
      return isRank(event.rank) && context.specialities.some((p) => p.programId === event.programId);
    },
    isEligibleProgram: ({ context, event }) => {
      assertEvent(event, 'PICK');
      return context.programs.some((p) => p.programId === event.programId);
    },
    /** Complete, and not the choice held now (saved again, it would change nothing). */
    selectionComplete: ({ context }) =>
      isSelectionComplete(
        context.selection,
        context.specialities.map((p) => p.programId),
      ) && !sameSelection(context.selection, context.held),
    hasAccountId: ({ context }) => context.accountId !== null,
    /** A session that ended is not fixed by trying again: only the login is. */
    retryable: ({ context }) => context.error !== 'sessionExpired',
    dismissed: ({ context }) => context.dismissed,
  },
}).extend(resultReading);

/**
 * One programme change ("Changement de programme"): starts loading the eligible programmes when
 * created, lets the candidate rank the specialities or pick another programme, saves, reloads the
 * details, and ends with its output. Failures are kept in the context (the dialog shows them)
 * and emitted (the app shows the toast).
 */
export const programChangeMachine = programChangeSetup.createMachine({
  id: 'programChange',
  context: ({ input }) => ({
    application: input.application,
    accountId: accountIdFor(input.application, input.storedAccountId),
    programs: [],
    groupInfo: null,
    specialities: [],
    otherPrograms: [],
    selection: emptySelection,
    draft: input.draft ?? null,
    restored: false,
    held: emptySelection,
    error: null,
    serverMessage: null,
    dismissed: false,
    receipt: null,
    output: { outcome: 'cancelled' },
  }),
  initial: 'starting',
  on: { CLOSE: '.cancelled' },
  states: {
    starting: {
      always: [
        { guard: 'hasBacSerie', target: 'loading' },
        {
          target: 'editing',
          actions: {
            type: 'log',
            params: { message: 'programChange: bacSerie missing, eligible programmes not loaded' },
          },
        },
      ],
    },
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'loadEligiblePrograms',
        src: 'loadEligiblePrograms',
        input: ({ context }) => ({ bacSerie: context.application.bacSerie }),
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'showPrograms', params: ({ event }) => dataOf(event.output) },
          },
          {
            // Not "no eligible programme": the call did not say which ones there are.
            target: 'loadFailed',
            actions: [
              {
                type: 'fail',
                params: ({ event }) => ({ error: classifyProgramsLoadError(errorOf(event.output)) }),
              },
              { type: 'notifyFailure', params: { whileLoading: true } },
              {
                type: 'log',
                params: ({ event }) => ({
                  message: 'programChange: loading eligible programmes failed',
                  detail: errorOf(event.output),
                }),
              },
            ],
          },
        ],
      },
    },
    /**
     * The eligible programmes are unknown (an error, no answer, none in time): nothing to rank or
     * pick, and « Réessayer » loads them again (tag `loadFailed`: the dialog's state).
     */
    loadFailed: {
      tags: ['loadFailed'],
      on: { RETRY: { guard: 'retryable', target: 'loading' } },
    },
    editing: {
      on: {
        RANK: {
          guard: 'isSpecialityRank',
          actions: {
            type: 'select',
            params: ({ context, event }) => selectRank(context.selection, event.programId, event.rank),
          },
        },
        PICK: {
          guard: 'isEligibleProgram',
          actions: {
            type: 'select',
            params: ({ context, event }) => selectSingleProgram(context.selection, event.programId),
          },
        },
        RESET: { actions: { type: 'select', params: emptySelection } },
        // Only a complete selection can be saved (docs/behaviour.md, « Programme change »): `can({
        // type: 'SAVE' })` is the save button's state. Without an account id the save stops with
        // "Session expirée".
        SAVE: [
          { guard: and(['selectionComplete', 'hasAccountId']), target: 'saving' },
          {
            guard: 'selectionComplete',
            actions: [{ type: 'fail', params: { error: 'sessionExpired' } }, 'notifyFailure'],
          },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      // The dialog can always be left; the save on its way still ends with its toast.
      on: { CLOSE: { actions: 'dismiss' } },
      entry: 'clearError',
      invoke: {
        id: 'saveChoices',
        src: 'saveChoices',
        input: ({ context }) => ({
          fields: buildUpdatePayload({
            application: context.application,
            selection: context.selection,
            specialities: context.specialities,
            groupId: context.groupInfo?.groupId ?? null,
            // Entered only with an account id (guard hasAccountId).
            accountId: present(context.accountId, 'accountId'),
          }),
        }),
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'reloading',
            actions: { type: 'keepReceipt', params: ({ event }) => dataOf(event.output).receipt },
          },
          {
            guard: 'dismissed',
            target: 'cancelled',
            actions: [
              {
                type: 'fail',
                params: ({ event }) => saveFailureOf(event.output),
              },
              'notifyFailure',
            ],
          },
          {
            // The selection stays as it was: nothing is lost.
            target: 'editing',
            actions: [
              {
                type: 'fail',
                params: ({ event }) => saveFailureOf(event.output),
              },
              'notifyFailure',
            ],
          },
        ],
      },
    },
    reloading: {
      tags: ['saving'],
      on: { CLOSE: { actions: 'dismiss' } },
      invoke: {
        id: 'reloadDetails',
        src: 'reloadDetails',
        input: ({ context }) => ({ candidateId: context.application.candidateId }),
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'saved',
            actions: { type: 'concludeSaved', params: ({ event }) => dataOf(event.output) },
          },
          {
            // Saved all the same: the dashboard keeps what it shows until its next load.
            target: 'saved',
            actions: [
              { type: 'concludeSaved', params: null },
              {
                type: 'log',
                params: ({ event }) => ({
                  message: 'programChange: reloading details failed',
                  detail: errorOf(event.output),
                }),
              },
            ],
          },
        ],
      },
    },
    saved: {
      type: 'final',
      entry: 'notifySaved',
    },
    cancelled: {
      type: 'final',
    },
  },
  output: ({ context }) => context.output,
});

export type ProgramChangeActorRef = ActorRefFrom<typeof programChangeMachine>;

import { and, assign, fromPromise, not, setup } from 'xstate';
import type {
  Application,
  ApplicationDetails,
  EligibleProgram,
  EligibleProgramsData,
  Envelope,
  GroupInfo,
  UpdateWithChoicesFields,
} from '../domain';
import { canEditProgram, dedupeProgramsById, mergeApplicationDetails } from '../rules/applications';
import { buildUpdatePayload, type ApplicationAddressFields } from '../rules/payload';
import {
  emptySelection,
  isRank,
  isSelectionComplete,
  selectRank,
  selectSingleProgram,
  type ProgramSelection,
  type Rank,
} from '../rules/ranking';

export type ProgramEditErrorCode =
  'loadFailed' | 'loadError' | 'rankingIncomplete' | 'sessionExpired' | 'saveRejected' | 'saveFailed';

export interface ProgramEditInput {
  application: Application & ApplicationAddressFields;
  /** The `accountId` storage entry, preferred over the application's. */
  storedAccountId?: string | null;
}

/** Call 6. */
export interface LoadEligibleProgramsInput {
  bacSerie: string;
}
export type LoadEligibleProgramsOutput = Envelope<EligibleProgramsData>;
/** Call 7 (the portal turns the fields into multipart form data, e.g. with updatePayloadEntries). */
export interface SaveChoicesInput {
  fields: UpdateWithChoicesFields;
}
export type SaveChoicesOutput = { isSuccess: boolean; message?: string | null };
/** Call 5 after a successful save. */
export interface ReloadDetailsInput {
  candidateId: string;
}
export type ReloadDetailsOutput = Envelope<ApplicationDetails>;

export type ProgramEditEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'RANK'; programId: string; rank: Rank }
  | { type: 'PICK'; programId: string }
  | { type: 'RESET' }
  | { type: 'SAVE' };

export interface ProgramEditContext {
  application: Application & ApplicationAddressFields;
  storedAccountId: string | null;
  /** Every eligible programme, de-duplicated by programId. */
  programs: EligibleProgram[];
  groupInfo: GroupInfo | null;
  /** The group's specialities (ranked in multiple mode). */
  specialities: EligibleProgram[];
  /** The eligible programmes outside the group ("another programme"). */
  otherPrograms: EligibleProgram[];
  isMandatoryFullRanking: boolean;
  selection: ProgramSelection;
  error: ProgramEditErrorCode | null;
  /** Server message of a rejected save, if any (ui shows it instead of the generic one). */
  serverMessage: string | null;
  /** Set when the last save succeeded (ui shows the success toast). */
  saved: boolean;
}

const closedState = { selection: emptySelection, error: null, serverMessage: null } as const;

export const programEditMachine = setup({
  types: {
    context: {} as ProgramEditContext,
    events: {} as ProgramEditEvent,
    input: {} as ProgramEditInput,
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
    /** Failures that are only logged (spec section 5 and 8); the portal decides where logs go. */
    log: (_, params: { message: string; error?: unknown }) => {
      console.warn(params.message, params.error ?? '');
    },
  },
  guards: {
    canOpen: ({ context }) => canEditProgram(context.application),
    hasBacSerie: ({ context }) => Boolean(context.application.bacSerie),
    loaded: (_, params: { output: LoadEligibleProgramsOutput }) =>
      params.output.isSuccess && Boolean(params.output.data),
    isSpecialityRank: ({ context, event }) =>
      event.type === 'RANK' &&
      isRank(event.rank) &&
      context.specialities.some((p) => p.programId === event.programId),
    isEligibleProgram: ({ context, event }) =>
      event.type === 'PICK' && context.programs.some((p) => p.programId === event.programId),
    selectionComplete: ({ context }) =>
      isSelectionComplete(
        context.selection,
        context.specialities.map((p) => p.programId),
      ),
    hasAccountId: ({ context }) =>
      Boolean(context.storedAccountId?.trim()) || Boolean(context.application.accountId?.trim()),
    saveAccepted: (_, params: { output: SaveChoicesOutput }) => params.output.isSuccess === true,
  },
}).createMachine({
  id: 'programEdit',
  context: ({ input }) => ({
    application: input.application,
    storedAccountId: input.storedAccountId ?? null,
    programs: [],
    groupInfo: null,
    specialities: [],
    otherPrograms: [],
    isMandatoryFullRanking: false,
    ...closedState,
    saved: false,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: and(['canOpen', 'hasBacSerie']), target: 'loading' },
          {
            guard: 'canOpen',
            target: 'editing',
            actions: {
              type: 'log',
              params: { message: 'programEdit: bacSerie missing, eligible programmes not loaded' },
            },
          },
        ],
      },
    },
    loading: {
      entry: assign({ ...closedState, saved: false }),
      on: { CLOSE: 'closed' },
      invoke: {
        id: 'loadEligiblePrograms',
        src: 'loadEligiblePrograms',
        input: ({ context }) => ({ bacSerie: context.application.bacSerie as string }),
        onDone: [
          {
            guard: { type: 'loaded', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: assign(({ event }) => {
              const data = event.output.data as EligibleProgramsData;
              const programs = dedupeProgramsById(data.programs ?? []);
              const specialities = dedupeProgramsById(data.groupInfo?.programs ?? []);
              const groupIds = new Set(specialities.map((p) => p.programId));
              return {
                programs,
                groupInfo: data.groupInfo ?? null,
                specialities,
                otherPrograms: programs.filter((p) => !groupIds.has(p.programId)),
                isMandatoryFullRanking: Boolean(data.isMandatoryFullRanking),
              };
            }),
          },
          {
            target: 'editing',
            actions: assign({
              error: 'loadFailed',
              serverMessage: ({ event }) => event.output.message ?? null,
            }),
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ error: 'loadError' }),
            {
              type: 'log',
              params: ({ event }) => ({
                message: 'programEdit: loading eligible programmes failed',
                error: event.error,
              }),
            },
          ],
        },
      },
    },
    editing: {
      on: {
        CLOSE: { target: 'closed', actions: assign(closedState) },
        RANK: {
          guard: 'isSpecialityRank',
          actions: assign({
            selection: ({ context, event }) => selectRank(context.selection, event.programId, event.rank),
            error: null,
          }),
        },
        PICK: {
          guard: 'isEligibleProgram',
          actions: assign({
            selection: ({ context, event }) => selectSingleProgram(context.selection, event.programId),
            error: null,
          }),
        },
        RESET: { actions: assign({ selection: emptySelection, error: null }) },
        SAVE: [
          { guard: not('selectionComplete'), actions: assign({ error: 'rankingIncomplete' }) },
          { guard: not('hasAccountId'), actions: assign({ error: 'sessionExpired' }) },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      entry: assign({ error: null, serverMessage: null }),
      invoke: {
        id: 'saveChoices',
        src: 'saveChoices',
        input: ({ context }) => {
          const result = buildUpdatePayload({
            application: context.application,
            selection: context.selection,
            specialities: context.specialities,
            groupId: context.groupInfo?.groupId ?? null,
            storedAccountId: context.storedAccountId,
          });
          // The SAVE guards ran the same checks: this cannot fail here.
          if (!result.ok) throw new Error(result.error);
          return { fields: result.fields };
        },
        onDone: [
          {
            guard: { type: 'saveAccepted', params: ({ event }) => ({ output: event.output }) },
            target: 'reloading',
          },
          {
            target: 'editing',
            actions: assign({
              error: 'saveRejected',
              serverMessage: ({ event }) => event.output.message || null,
            }),
          },
        ],
        // The selection stays as it was: nothing is lost.
        onError: { target: 'editing', actions: assign({ error: 'saveFailed' }) },
      },
    },
    reloading: {
      entry: assign({ saved: true }),
      invoke: {
        id: 'reloadDetails',
        src: 'reloadDetails',
        input: ({ context }) => ({ candidateId: context.application.candidateId }),
        onDone: {
          target: 'closed',
          actions: [
            assign({
              application: ({ context, event }) =>
                event.output.isSuccess
                  ? mergeApplicationDetails(context.application, event.output.data)
                  : context.application,
            }),
            assign(closedState),
          ],
        },
        onError: {
          target: 'closed',
          actions: [
            assign(closedState),
            {
              type: 'log',
              params: ({ event }) => ({
                message: 'programEdit: reloading details failed',
                error: event.error,
              }),
            },
          ],
        },
      },
    },
  },
});

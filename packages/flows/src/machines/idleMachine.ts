import { assign, setup } from 'xstate';

/**
 * Defaults of the session timeout warning (GOV.UK pattern): after 25 minutes without activity,
 * below Keycloak's 30 minutes of SSO idle, a warning counts down 2 minutes before logging out.
 */
const DEFAULT_IDLE_SECONDS = 25 * 60;
const DEFAULT_WARNING_SECONDS = 2 * 60;

export interface IdleInput {
  /** Seconds without activity before the warning opens. */
  idleSeconds?: number;
  /** Seconds the warning counts down before the session ends. */
  warningSeconds?: number;
}

export type IdleEvent =
  /** The user did something (a key, a click, a touch): the idle period starts again. */
  | { type: 'ACTIVITY' }
  /** « Rester connecté ». */
  | { type: 'STAY' }
  /** « Se déconnecter ». */
  | { type: 'LOGOUT' };

export interface IdleContext {
  idleMs: number;
  warningSeconds: number;
  /** While warning: the seconds left before the session ends. */
  secondsLeft: number;
  reason: IdleOutput['reason'] | null;
}

/** How the watch ended: the user logged out, or the countdown ran out. */
export type IdleOutput = { reason: 'logout' | 'expired' };

export const idleMachine = setup({
  types: {
    context: {} as IdleContext,
    events: {} as IdleEvent,
    input: {} as IdleInput,
    output: {} as IdleOutput,
  },
  actions: {
    /** « Rester connecté »: the app refreshes the session so the identity provider sees activity too. */
    keepSessionAlive: () => {},
    startCountdown: assign({ secondsLeft: ({ context }) => context.warningSeconds }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    /** How the watch ended. */
    end: assign((_, reason: IdleOutput['reason']) => ({ reason })),
  },
  guards: {
    countdownOver: ({ context }) => context.secondsLeft <= 0,
  },
  delays: {
    idle: ({ context }) => context.idleMs,
  },
}).createMachine({
  id: 'idle',
  context: ({ input }) => ({
    idleMs: (input.idleSeconds ?? DEFAULT_IDLE_SECONDS) * 1000,
    warningSeconds: input.warningSeconds ?? DEFAULT_WARNING_SECONDS,
    secondsLeft: 0,
    reason: null,
  }),
  initial: 'watching',
  states: {
    watching: {
      on: { ACTIVITY: { target: 'watching', reenter: true } },
      after: { idle: 'warning' },
    },
    /** The warning dialog: only its buttons keep the session; activity elsewhere does not. */
    warning: {
      entry: 'startCountdown',
      on: {
        STAY: { target: 'watching', actions: 'keepSessionAlive' },
        LOGOUT: 'loggedOut',
      },
      initial: 'counting',
      states: {
        counting: {
          always: { guard: 'countdownOver', target: '#idle.expired' },
          after: {
            1000: {
              target: 'counting',
              reenter: true,
              actions: 'tick',
            },
          },
        },
      },
    },
    loggedOut: { type: 'final', entry: { type: 'end', params: 'logout' } },
    expired: { type: 'final', entry: { type: 'end', params: 'expired' } },
  },
  output: ({ context }) => ({ reason: context.reason ?? 'logout' }),
});

// What a failed call means for the user: the one place the identity provider's and the services'
// refusals become the typed codes that ui words in French.
import type { ApiError } from '@admission/api-client';

export type LoginErrorCode =
  | 'invalidCredentials'
  | 'tooManyAttempts'
  /** Refused by the candidate login: no candidate role. */
  | 'forbiddenRole'
  /** Refused by the staff sign-in: no staff role. */
  | 'notStaff'
  | 'accountDisabled'
  | 'accountNotSetUp'
  | 'network'
  | 'timeout'
  | 'server';

/**
 * The realm's brute-force "Max login failures" (failureFactor) the deployment sets
 * (docs/identity-provider.md). While an account is locked Keycloak answers exactly like a wrong
 * password, so the login counts the refusals it saw for one address and, from this many on, tells
 * the user to wait rather than to try again.
 */
export const LOGIN_FAILURES_BEFORE_LOCKOUT = 10;
export type SessionErrorCode = 'sessionExpired' | 'network' | 'timeout' | 'server';

/**
 * A refused password grant (call 1). Keycloak has moved its errors between 400 and 401 across
 * versions, so the OAuth `code` decides, never the status (docs/identity-provider.md).
 */
export function classifyLoginError(error: ApiError): LoginErrorCode {
  if (error.kind === 'network' || error.kind === 'timeout') return error.kind;
  // The proxy's rate limit on the token endpoint (deploy/nginx.conf answers 429).
  if (error.kind === 'http' && error.status === 429) return 'tooManyAttempts';
  if (error.kind !== 'http' || error.code === undefined) return 'server';
  switch (error.code) {
    case 'invalid_grant':
      if (error.message === 'Account disabled') return 'accountDisabled';
      if (error.message === 'Account is not fully set up') return 'accountNotSetUp';
      // Wrong password, unknown user, and the brute-force lockout all read "Invalid user credentials".
      return 'invalidCredentials';
    case 'invalid_request':
      // A blank username or password is the user's doing; any other malformed request is ours.
      return /^Missing parameter: (username|password)$/.test(error.message ?? '')
        ? 'invalidCredentials'
        : 'server';
    default:
      // invalid_client, unauthorized_client, unsupported_grant_type...: the deployment is wrong.
      return 'server';
  }
}

/** After `failures` refusals of one address in a row, an "invalid credentials" reads as a lockout. */
export function lockoutAware(code: LoginErrorCode, failures: number): LoginErrorCode {
  return code === 'invalidCredentials' && failures >= LOGIN_FAILURES_BEFORE_LOCKOUT
    ? 'tooManyAttempts'
    : code;
}

/**
 * A failed refresh (call 2). The identity provider's refusal (`invalid_grant`, `invalid_request`,
 * or another 4xx) ends the session. Everything that says nothing about the session keeps the
 * tokens, to be tried again: no answer, a timeout, a 5xx, a 429 (too many requests from one
 * address: a cybercafé or a carrier's NAT shares one) and an answer that cannot be read (a captive
 * portal's page: the identity provider never saw the request).
 */
export function classifySessionError(error: ApiError): SessionErrorCode {
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return error.kind;
    // A refresh whose caller stopped waiting proves nothing about the session: keep the tokens.
    case 'aborted':
      return 'network';
    case 'badResponse':
      return 'server';
    case 'http':
      return error.status >= 400 && error.status < 500 && error.status !== 429 ? 'sessionExpired' : 'server';
    default:
      return 'sessionExpired';
  }
}

/**
 * Why a dashboard load (the applications, an application's grades or details, its history) could
 * not be shown; ui words it.
 */
export type LoadErrorCode = 'failed' | 'timeout';

/** A load that got no usable answer: a failure to show with "Réessayer", never as absence. */
export function classifyLoadError(error: ApiError): LoadErrorCode {
  return error.kind === 'timeout' ? 'timeout' : 'failed';
}

/** Why a programme change stopped (docs/behaviour.md, « Error catalogue »). */
export type ProgramChangeErrorCode =
  'loadFailed' | 'loadError' | 'sessionExpired' | 'saveRejected' | 'saveFailed' | 'timeout';

/**
 * The eligible programmes (call 6) not loaded: answered without success (`loadFailed`), the session
 * ended, none in time, or no usable answer (`loadError`: the spec's "the call threw").
 */
export function classifyProgramsLoadError(error: ApiError): ProgramChangeErrorCode {
  switch (error.kind) {
    case 'rejected':
    case 'http':
      return 'loadFailed';
    case 'unauthorized':
      return 'sessionExpired';
    case 'timeout':
      return 'timeout';
    default:
      return 'loadError';
  }
}

/** The change not saved (call 7): refused by the server (`saveRejected`), the session ended, none in time, or no usable answer. */
export function classifyChoicesSaveError(error: ApiError): ProgramChangeErrorCode {
  switch (error.kind) {
    case 'rejected':
    case 'http':
      return 'saveRejected';
    case 'unauthorized':
      return 'sessionExpired';
    case 'timeout':
      return 'timeout';
    default:
      return 'saveFailed';
  }
}

/** Why the receipt cannot be shown: no usable answer (« Réessayer »), none in time, or the session ended. */
export type ReceiptLoadErrorCode = 'failed' | 'timeout' | 'sessionExpired';
/** Why the e-mail was not sent: `tooMany` is the service's limit (its message says when to try again). */
export type ReceiptEmailErrorCode = 'tooMany' | 'failed' | 'timeout' | 'sessionExpired';

export function classifyReceiptLoadError(error: ApiError): ReceiptLoadErrorCode {
  if (error.kind === 'unauthorized') return 'sessionExpired';
  return error.kind === 'timeout' ? 'timeout' : 'failed';
}

export function classifyReceiptEmailError(error: ApiError): ReceiptEmailErrorCode {
  if (error.kind === 'unauthorized') return 'sessionExpired';
  if (error.kind === 'timeout') return 'timeout';
  return error.kind === 'http' && error.status === 429 ? 'tooMany' : 'failed';
}

export type VerifyEmailErrorCode =
  'missingUserId' | 'userNotFound' | 'verificationFailed' | 'unexpected' | 'timeout';

/** « Error catalogue »: 404 "Utilisateur non trouvé", 400 "Erreur lors de la vérification", anything else unexpected. */
export function classifyVerifyEmailError(error: ApiError): VerifyEmailErrorCode {
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind !== 'http') return 'unexpected';
  if (error.status === 404) return 'userNotFound';
  if (error.status === 400) return 'verificationFailed';
  return 'unexpected';
}

/** `tooMany`: the server's limit (429); `failed`: any other refusal or an unusable answer. */
export type ResendVerificationErrorCode = 'tooMany' | 'failed' | 'timeout';

export function classifyResendVerificationError(error: ApiError): ResendVerificationErrorCode {
  if (error.kind === 'timeout') return 'timeout';
  return error.kind === 'http' && error.status === 429 ? 'tooMany' : 'failed';
}

export type ResetRequestErrorCode = 'notFound' | 'sendFailed' | 'timeout';

/** The server answered, and not with 200: the shorter "not found" message (« Error catalogue », deviation 17). */
export function classifyResetRequestError(error: ApiError): ResetRequestErrorCode {
  if (error.kind === 'http') return 'notFound';
  return error.kind === 'timeout' ? 'timeout' : 'sendFailed';
}

export type ResetConfirmErrorCode =
  'missingToken' | 'weakPassword' | 'mismatch' | 'refused' | 'failed' | 'timeout';

/**
 * `refused`: the server answered no (an expired or used link, a password it will not take);
 * `failed`: no usable answer (no connection, an unreadable one, a server error). The page words
 * both with the spec's sentence; only `refused` is the user's to act on (a new link).
 */
export function classifyResetConfirmError(error: ApiError): ResetConfirmErrorCode {
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'rejected' || (error.kind === 'http' && error.status < 500)) return 'refused';
  return 'failed';
}

/**
 * Why a password change did not happen: the form's own checks (`mismatch`, `weakPassword`), the
 * server's answers (`wrongCurrentPassword` 403, `locked` 429, `refused` 400 with its message), or
 * no answer.
 */
export type PasswordChangeErrorCode =
  'mismatch' | 'weakPassword' | 'wrongCurrentPassword' | 'locked' | 'refused' | 'failed' | 'timeout';

export function classifyPasswordChangeError(error: ApiError): PasswordChangeErrorCode {
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind !== 'http') return 'failed';
  if (error.status === 403) return 'wrongCurrentPassword';
  if (error.status === 429) return 'locked';
  return error.status === 400 && error.message ? 'refused' : 'failed';
}

/** The classifier of each flow whose failures the page words, by flow. */
const classifiers = {
  passwordChange: classifyPasswordChangeError,
  resendVerification: classifyResendVerificationError,
  verifyEmail: classifyVerifyEmailError,
  receiptLoad: classifyReceiptLoadError,
  receiptEmail: classifyReceiptEmailError,
  resetRequest: classifyResetRequestError,
  resetConfirm: classifyResetConfirmError,
};
export type WordedFlow = keyof typeof classifiers;

/**
 * The one rule of what is reported. Each flow's refusals that its page has words of its own for
 * (the user's doing, or a limit to wait out): shown, never reported. Every other failure (no
 * connection, no answer in time, an unreadable one, a refusal the page words only generically) is
 * shown and reported, through the machines' `log` action (result.ts, guard `worded`).
 */
export const WORDED_REFUSALS = {
  passwordChange: ['wrongCurrentPassword', 'locked', 'refused'],
  resendVerification: ['tooMany'],
  verifyEmail: ['userNotFound', 'verificationFailed'],
  receiptLoad: ['sessionExpired'],
  receiptEmail: ['tooMany', 'sessionExpired'],
  // Any answer but 200 gets the shorter sentence (deviation 17): the server decided.
  resetRequest: ['notFound'],
  resetConfirm: ['refused'],
} as const satisfies { [F in WordedFlow]: readonly ReturnType<(typeof classifiers)[F]>[] };

/** Whether `error`, a failure of `flow`, is one of the refusals its page words (then not reported). */
export function isWordedRefusal(flow: WordedFlow, error: ApiError): boolean {
  const code: string = classifiers[flow](error);
  return (WORDED_REFUSALS[flow] as readonly string[]).includes(code);
}

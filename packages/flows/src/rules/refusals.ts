// The refusals of the flows whose pages word some of them (receipt, e-mail verification, a new
// verification e-mail, password reset, password change), and the one rule of which are reported.
// A module of its own, re-exported by errors.ts: only those pages' chunks need it, not the app's
// first chunk, which the login and the session need (its bytes are e2e/budget.spec.ts's).
import type { ApiError } from '@admission/api-client';

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
  /** The link was judged when the page opened: unknown, used or expired (no form is shown). */
  'linkInvalid' | 'missingToken' | 'weakPassword' | 'mismatch' | 'refused' | 'failed' | 'timeout';

/**
 * The link check's answer (`x-portal-addition`) proves the link dead only as a 400. Anything else
 * that is not a 200 (404 from a service without the call, no answer, a 5xx) proves nothing: the
 * form is shown and call 10 judges, as before.
 */
export function resetLinkDead(error: ApiError): boolean {
  return error.kind === 'rejected' || (error.kind === 'http' && error.status === 400);
}

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

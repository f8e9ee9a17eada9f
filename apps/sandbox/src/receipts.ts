// Receipts of programme changes: this portal's addition to candidate-service (openapi/
// candidate-service.yaml, tag Receipt). A saved change makes one; its owner reads it by reference
// and has it mailed to the account's own address, a few times per receipt.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { randomInt } from 'node:crypto';
import { CALENDAR_TIME_ZONE, frenchDateTime } from './calendar';
import { faultMiddleware, type Env } from './faults';
import type { IdentityDeps } from './identity';
import type { ApplicationRecord, OutboxMail, ReceiptChoice, ReceiptRecord } from './model';
import type { SandboxState } from './state';

const PREFIX = '/api/candidate-service/Candidate/receipts';

/** Unknown, another account's or malformed: one answer, so a reference proves nothing to anyone else. */
export const RECEIPT_NOT_FOUND = 'Aucun justificatif ne correspond à cette référence.';
const NO_ADDRESS = 'Aucune adresse e-mail n’est connue pour ce compte.';

/** Sends per receipt within the window: enough to retry a lost mail, too few to flood a mailbox. */
export const RECEIPT_SENDS_PER_WINDOW = 3;
export const RECEIPT_SEND_WINDOW_MS = 10 * 60_000;

/**
 * Digits and capitals without I, L, O and U (Crockford's base 32): nothing to confuse with 1 or 0
 * when a candidate copies the reference by hand or reads it out on the phone.
 */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomBlock(): string {
  let block = '';
  for (let i = 0; i < 4; i += 1) block += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
  return block;
}

/** `JUS-<year>-XXXX-XXXX`, drawn at random (nothing of the candidate in it), unique among receipts. */
function newReference(year: number, receipts: readonly ReceiptRecord[]): string {
  for (;;) {
    const reference = `JUS-${year}-${randomBlock()}-${randomBlock()}`;
    if (!receipts.some((receipt) => receipt.reference === reference)) return reference;
  }
}

/** The choice as saved: a ranking by priority, or the single programme as rank 1. */
function choicesOf(application: ApplicationRecord): ReceiptChoice[] {
  if (application.applicationType === 'multiple_choice') {
    return [...application.choices]
      .sort((a, b) => a.priority - b.priority)
      .map(({ priority, programId, programName }) => ({ rank: priority, programId, programName }));
  }
  const { programId, programName } = application;
  return programId && programName ? [{ rank: 1, programId, programName }] : [];
}

/** Records the receipt of a change just saved; `application` is the saved record, version included. */
export function recordReceipt(state: SandboxState, application: ApplicationRecord): ReceiptRecord {
  const now = state.now();
  const receipt: ReceiptRecord = {
    reference: newReference(new Date(now).getUTCFullYear(), state.receipts),
    candidateId: application.candidateId,
    accountId: application.accountId,
    savedAt: new Date(now).toISOString(),
    version: application.version,
    choices: choicesOf(application),
    emailedAt: [],
  };
  state.receipts.push(receipt);
  return receipt;
}

/** The contract's `ChoiceReceipt`: the owner and the sends stay in the sandbox. */
export function toApiReceipt({ accountId: _accountId, emailedAt: _emailedAt, ...receipt }: ReceiptRecord) {
  return receipt;
}

/** Call 3's `lastReceiptReference`: the application's latest receipt, null before any change. */
export function lastReceiptReference(receipts: readonly ReceiptRecord[], candidateId: string): string | null {
  return receipts.findLast((receipt) => receipt.candidateId === candidateId)?.reference ?? null;
}

/** « a•••@example.org »: enough for the owner to recognise the address, not to read it off a screen. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const [first = ''] = Array.from(address.slice(0, Math.max(at, 0)));
  return `${first}•••${at >= 0 ? address.slice(at) : ''}`;
}

/**
 * Seconds until the receipt may be mailed again (its oldest send in the window leaves it), rounded
 * up; 0 while it may be.
 */
function secondsUntilNextSend(emailedAt: readonly number[], now: number): number {
  const recent = emailedAt.filter((at) => at > now - RECEIPT_SEND_WINDOW_MS);
  if (recent.length < RECEIPT_SENDS_PER_WINDOW) return 0;
  const oldest = Math.min(...recent);
  return Math.ceil((oldest + RECEIPT_SEND_WINDOW_MS - now) / 1000);
}

/** The 429's message, in whole minutes rounded up (« 1 minute », « 7 minutes »). */
export function tooManySendsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Ce justificatif a déjà été envoyé plusieurs fois. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}

interface ReceiptMailInput {
  receipt: ReceiptRecord;
  /** The candidate's name, when the application gives one. */
  name: string | null;
  timeZone: string;
  link: string;
}

/** The receipt as a plain-text e-mail, in French. */
export function receiptMailText({ receipt, name, timeZone, link }: ReceiptMailInput): string {
  const ranked = receipt.choices.length > 1;
  return [
    name ? `Bonjour ${name},` : 'Bonjour,',
    '',
    'Votre modification de choix a bien été enregistrée.',
    '',
    `Référence\u00a0: ${receipt.reference}`,
    `Date\u00a0: ${frenchDateTime(Date.parse(receipt.savedAt), timeZone)}`,
    '',
    ranked ? 'Vos choix, par ordre de préférence\u00a0:' : 'Votre choix\u00a0:',
    ...receipt.choices.map((choice) => `${choice.rank}. ${choice.programName}`),
    '',
    'Conservez cette référence\u00a0: elle prouve votre demande.',
    '',
    `Voir le justificatif\u00a0: ${link}`,
  ].join('\n');
}

function envelopeError(c: Context<Env>, status: ContentfulStatusCode, message: string) {
  return c.json({ isSuccess: false, message }, status);
}

/**
 * The receipt calls. No contract validation of the path: a malformed reference is the same 404 as
 * an unknown one. `requireBearer` is candidate-service's.
 */
export function receiptRoutes(deps: IdentityDeps, requireBearer: MiddlewareHandler<Env>): Hono<Env> {
  const { state, options } = deps;
  const app = new Hono<Env>();

  const own = (c: Context<Env>) =>
    state.receipts.find(
      (receipt) => receipt.reference === c.req.param('reference') && receipt.accountId === c.var.accountId,
    );

  /** Standalone: the account's record; Keycloak mode: the token's claim (Keycloak holds the account). */
  const addressOf = (c: Context<Env>) =>
    options.keycloak ? c.var.email : state.users.get(c.var.accountId)?.email;

  const mailOf = (receipt: ReceiptRecord, to: string): Omit<OutboxMail, 'id' | 'sentAt'> => {
    const application = state.applications.find((a) => a.candidateId === receipt.candidateId);
    const name = application ? `${application.bacFirstName} ${application.bacLastName}`.trim() : '';
    const link = `${options.portalUrl}/admission/candidat/justificatif/${receipt.reference}`;
    return {
      to,
      subject: `Justificatif de modification de vos choix – ${receipt.reference}`,
      kind: 'receipt',
      link,
      text: receiptMailText({
        receipt,
        name: name || null,
        timeZone: state.calendar?.timeZone ?? CALENDAR_TIME_ZONE,
        link,
      }),
    };
  };

  app.get(`${PREFIX}/:reference`, faultMiddleware(state, 'getChoiceReceipt'), requireBearer, (c) => {
    const receipt = own(c);
    if (!receipt) return envelopeError(c, 404, RECEIPT_NOT_FOUND);
    return c.json({ isSuccess: true, data: toApiReceipt(receipt), message: null });
  });

  app.post(`${PREFIX}/:reference/email`, faultMiddleware(state, 'emailChoiceReceipt'), requireBearer, (c) => {
    const receipt = own(c);
    if (!receipt) return envelopeError(c, 404, RECEIPT_NOT_FOUND);
    const to = addressOf(c);
    if (!to) return envelopeError(c, 500, NO_ADDRESS);
    const now = state.now();
    const wait = secondsUntilNextSend(receipt.emailedAt, now);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return envelopeError(c, 429, tooManySendsMessage(wait));
    }
    // Only the sends in the window are kept: the list never grows past the limit.
    receipt.emailedAt = [...receipt.emailedAt.filter((at) => at > now - RECEIPT_SEND_WINDOW_MS), now];
    state.deliver(mailOf(receipt, to));
    return c.json({ isSuccess: true, message: `Le justificatif a été envoyé à l’adresse ${maskEmail(to)}.` });
  });

  return app;
}

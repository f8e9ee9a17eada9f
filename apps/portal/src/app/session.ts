// The session of this tab: token storage, the device's copies, the session actor and what ends or
// starts a session (« Déconnexion », a sign-in, a session left by a closed tab or ended meanwhile).
// Made once by createServices (services.ts); nothing here runs at import time.
import { createActor } from 'xstate';
import {
  createSessionController,
  loggedIn,
  sessionMachine,
  type RefreshTokensOutput,
  type SessionInput,
} from '@admission/flows';
import {
  createTokenClient,
  createTokenStorage,
  decodeAccessToken,
  STORAGE_KEYS,
  type SignedIn,
  type TokenStorage,
} from '@admission/api-client';
import type { Services } from '../services/context';
import { fromCall } from '../services/fromCall';
import { createLastKnownStore } from '../services/offline/lastKnownStore';
import { createRefreshHandoff, type HandedTokens } from '../services/refreshHandoff';
import { createSessionKey, type SessionKey } from '../services/dpopKey';
import { dropProgramDraft, programDraftOf } from '../services/programDraft';
import type { ServicesOptions } from './services';

function storedSessionInput(tokenStorage: TokenStorage): SessionInput {
  const accessToken = tokenStorage.getAccessToken();
  const refreshToken = tokenStorage.getRefreshToken();
  if (!accessToken && !refreshToken) return { tokens: null, claims: null, user: null };
  return {
    // A missing access token counts as expired: the session refreshes it on the next check.
    tokens: { accessToken: accessToken ?? '', refreshToken },
    claims: decodeAccessToken(accessToken),
    user: tokenStorage.getUser(),
  };
}

/** The Web Lock every tab's refresh takes (apps/portal only; one origin, one session). */
const REFRESH_LOCK = 'admission-token-refresh';

/**
 * Runs `task` holding the Web Lock `name` (exclusive across the tabs of one origin); where the
 * browser has no Web Locks (older browsers, some tests), runs it at once.
 */
function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return new Promise<T>((resolve, reject) => {
    // The lock is held until `task` settles.
    locks.request(name, () => task().then(resolve, reject)).catch(reject);
  });
}

/**
 * When the identity session of a token answer ends: `refresh_expires_in` from now (Keycloak's idle
 * or maximum session time, whichever comes first); null when the answer does not say (0 means an
 * offline token, which has no such end).
 */
function sessionEndOf(tokens: { refresh_expires_in?: number }, now = Date.now()): number | null {
  const seconds = tokens.refresh_expires_in;
  return typeof seconds === 'number' && seconds > 0 ? now + seconds * 1000 : null;
}

/**
 * What createSession makes: the part of the services that holds and ends the session, and the
 * session's DPoP key (null without PORTAL_DPOP), which the API clients sign with.
 */
export type SessionServices = { sessionKey: SessionKey | null } & Pick<
  Services,
  | 'tokenStorage'
  | 'lastKnown'
  | 'tokenClient'
  | 'sessionActor'
  | 'session'
  | 'signIn'
  | 'logout'
  | 'endedForInactivity'
  | 'endedAsExpired'
>;

export function createSession({
  config,
  storage,
  fetch,
  refreshLock = REFRESH_LOCK,
  presence,
}: ServicesOptions): SessionServices {
  const tokenStorage = createTokenStorage(storage);
  const lastKnown = createLastKnownStore(storage);
  const handoff = createRefreshHandoff(refreshLock);
  // One database per lock, as the handoff: tests running many apps in one page keep them apart.
  const sessionKey = config.dpop ? createSessionKey(`${refreshLock}-dpop`) : null;
  // A shared device (docs/behaviour.md, deviation 43): a session whose identity session
  // has ended (its idle or maximum time passed, with no « Déconnexion ») leaves nothing behind.
  // Erased here, before the session starts and before anything is drawn, online or offline.
  const endsAt = tokenStorage.getSessionEndsAt();
  const endedBeforeStart = endsAt !== null && endsAt <= Date.now();
  if (endedBeforeStart) {
    tokenStorage.clear();
    lastKnown.clear();
    void handoff.clear();
    void sessionKey?.clear();
  }
  // The same device after a closed tab (the browser closed, or its last portal tab, without
  // « Déconnexion »): the next person opens a new tab while the identity session still runs. Nothing
  // of it is drawn; its refresh token ends it at the identity provider below.
  const leftByClosedTab = presence?.lastTabWasClosed === true ? tokenStorage.getRefreshToken() : null;
  if (presence?.lastTabWasClosed) {
    tokenStorage.clear();
    lastKnown.clear();
  }
  const tokenClient = createTokenClient({
    identityBase: config.identityBaseUrl,
    realm: config.realm,
    clientId: config.clientId,
    ...(config.clientSecret ? { clientSecret: config.clientSecret } : {}),
    ...(fetch ? { fetch } : {}),
    timeoutMs: config.requestTimeoutMs,
    ...(sessionKey ? { dpop: sessionKey } : {}),
  });

  // Dropped tokens are always ended where they were issued (offline, the call fails and the
  // identity session ends on its own idle time), with a proof of their key, erased after. The
  // handoff's set first: a killed browser keeps what IndexedDB committed, but loses local storage's
  // last writes (Chromium writes them to disk in batches, seconds later), often the tokens
  // themselves. The handoff then says the session ended, so a tab about to refresh spends nothing.
  if (presence?.lastTabWasClosed)
    void (async () => {
      const left = (await handoff.read())?.refreshToken ?? leftByClosedTab;
      await handoff.end();
      if (left) await tokenClient.logout(left);
      await sessionKey?.clear();
    })();
  /** The key of the session being ended, read before its erasure, for the logout that follows. */
  let endingKey: Promise<CryptoKeyPair | null> | undefined;

  /** How many times this tab's session ended: a refresh answered after an end writes nothing. */
  let endedSessions = 0;

  /**
   * A refresh shared by the tabs of this browser (docs/behaviour.md, « Session »): inside
   * one Web Lock, storage is read again; when another tab has meanwhile stored a newer token set of
   * the same account, this tab adopts it instead of spending a refresh token already spent. The new
   * set is written before the lock is released, so the next tab in line reads it.
   */
  async function refreshAcrossTabs(refreshToken: string): Promise<RefreshTokensOutput> {
    return withTabLock(refreshLock, async () => {
      // « Déconnexion » in another tab, whose erasure local storage may not show here yet: the
      // handoff says so (IndexedDB keeps the order of the tabs' writes). This tab follows it out
      // and spends nothing: a refresh now could come back before the revocation and write the
      // session again (docs/behaviour.md, « Session »).
      if (await handoff.hasEnded()) return endedElsewhere();
      // The handoff first: written by the last holder before it let the lock go (local storage may
      // not show that write here yet).
      const newer = newerSession(refreshToken, await handoff.read()) ?? newerSession(refreshToken, null);
      if (newer) return newer;
      const session = endedSessions;
      // Proved with the session's key, read here inside the lock as the tokens are.
      const outcome = await tokenClient.refreshGrant(refreshToken);
      // « Déconnexion » (here or in another tab) while the grant ran: nothing is written back, and
      // the new token's session is ended too (a rotated refresh token outlives the spent one;
      // revoked without a proof, its key being erased with the session).
      const endedMeanwhile = session !== endedSessions || (await handoff.hasEnded());
      if (outcome.ok && endedMeanwhile) {
        if (outcome.data.tokens.refresh_token)
          void tokenClient.logout(outcome.data.tokens.refresh_token, { key: null });
        return session !== endedSessions ? outcome : endedElsewhere();
      }
      if (outcome.ok) {
        const tokens = {
          accessToken: outcome.data.tokens.access_token,
          refreshToken: outcome.data.tokens.refresh_token ?? refreshToken,
        };
        tokenStorage.save({
          ...tokens,
          user: tokenStorage.getUser(),
          accountId: tokenStorage.getAccountId(),
        });
        tokenStorage.setSessionEndsAt(sessionEndOf(outcome.data.tokens));
        await handoff.write(tokens);
      }
      return outcome;
    });
  }

  /**
   * The session ended in another tab: this one ends too, as when it sees the erasure in storage
   * (followOtherTabs: nothing more to tell the provider); the refresh's answer, a refusal, is
   * then read by nobody.
   */
  function endedElsewhere(): RefreshTokensOutput {
    sessionActor.send({ type: 'LOGOUT', atProvider: false });
    return {
      ok: false,
      error: { kind: 'http', status: 400, code: 'invalid_grant', message: 'Session ended in another tab' },
    };
  }

  /**
   * The token set another tab got after this one read its own (from the handoff, or else from
   * local storage), as a refresh's answer; null when there is none, or only the one just spent.
   */
  function newerSession(spent: string, handed: HandedTokens | null): RefreshTokensOutput | null {
    const refreshToken = handed ? handed.refreshToken : tokenStorage.getRefreshToken();
    const accessToken = handed ? handed.accessToken : tokenStorage.getAccessToken();
    const claims = decodeAccessToken(accessToken);
    const user = tokenStorage.getUser();
    if (!refreshToken || refreshToken === spent || !accessToken || !claims || !user) return null;
    // Only this account's set is ever adopted.
    if (user.id !== claims.sub) return null;
    return {
      ok: true,
      data: {
        tokens: {
          access_token: accessToken,
          refresh_token: refreshToken,
          token_type: 'Bearer',
          expires_in: Math.max(0, claims.exp - Math.floor(Date.now() / 1000)),
        },
        claims,
        user,
      },
    };
  }

  const sessionActor = createActor(
    sessionMachine.provide({
      actors: {
        // Never aborted: the identity provider rotates the refresh token, and an answer cut short
        // would lose the only one left. One refresh at a time across the browser's tabs.
        refreshTokens: fromCall((input) => refreshAcrossTabs(input.refreshToken)),
        // Never aborted either: sent with keepalive, it outlives the page « Déconnexion » leaves.
        // Proved with the key read as the tokens were erased (the key is erased with them).
        endSession: fromCall(async (input) =>
          tokenClient.logout(input.refreshToken, { key: (await endingKey) ?? null }),
        ),
      },
      actions: {
        storeTokens: (_, { tokens }) =>
          tokenStorage.save({
            accessToken: tokens.accessToken,
            refreshToken: tokens.refreshToken ?? null,
            user: tokenStorage.getUser(),
            accountId: tokenStorage.getAccountId(),
          }),
        storeUser: (_, { user }) => {
          tokenStorage.save({
            accessToken: tokenStorage.getAccessToken() ?? '',
            refreshToken: tokenStorage.getRefreshToken(),
            user,
            // The candidate's identity is the token's subject (docs/behaviour.md, « Roles »).
            accountId: user.id,
          });
          // Another account signs in on this device: the previous one's copy goes.
          lastKnown.keepOnly(user.id);
        },
        // Whenever the session ends (logout, expiry, refused refresh), nothing of it stays.
        clearTokens: () => {
          endedSessions += 1;
          tokenStorage.clear();
          lastKnown.clear();
          void handoff.end();
          endingKey = sessionKey?.current();
          void sessionKey?.clear();
        },
        // Always after clearTokens, whose mark in the handoff (the session ended) stays.
        clearUser: () => {
          tokenStorage.clear();
          lastKnown.clear();
        },
      },
    }),
    { input: storedSessionInput(tokenStorage) },
  );
  sessionActor.start();
  const session = createSessionController(sessionActor);
  // Why the last session ended, when the app knows (inactivity, expiry): the login page says so.
  // A session erased at start because it had ended is said too (the sign-in says it expired).
  let endReason: 'inactivity' | 'expired' | null = endedBeforeStart ? 'expired' : null;
  sessionActor.subscribe((snapshot) => {
    if (snapshot.matches('active')) endReason = null;
    else if (snapshot.matches('loggedOut') && snapshot.context.error === 'sessionExpired')
      endReason = 'expired';
  });
  /**
   * Synchronous to the end: tokens, user, the handoff, the device copy (and, signing out on purpose,
   * the draft) are erased before this returns, then the provider is told with the refresh token
   * held in memory (keepalive). The caller navigates after: a page loaded at any moment finds nobody.
   */
  const logout = (reason?: 'inactivity' | 'expired') => {
    endReason = reason ?? null;
    // Signing out on purpose keeps nothing; a session that ended keeps the change being edited
    // for the same account's next sign-in in this tab (services/programDraft.ts).
    if (!reason) dropProgramDraft();
    sessionActor.send({ type: 'LOGOUT' });
  };

  const signIn = (signedIn: SignedIn) => {
    // Another account's interrupted change is never offered to this one: it goes.
    if (!programDraftOf(signedIn.claims.sub)) dropProgramDraft();
    sessionActor.send(loggedIn(signedIn));
    tokenStorage.setSessionEndsAt(sessionEndOf(signedIn.tokens));
    // A new session: the handoff holds its tokens, never an older session's.
    const { access_token: accessToken, refresh_token: refreshToken } = signedIn.tokens;
    void (refreshToken ? handoff.write({ accessToken, refreshToken }) : handoff.clear());
  };

  return {
    sessionKey,
    tokenStorage,
    signIn,
    lastKnown,
    tokenClient,
    sessionActor,
    session,
    logout,
    endedForInactivity: () => endReason === 'inactivity',
    endedAsExpired: () => endReason === 'expired',
  };
}

/**
 * Another tab logged out (or in, or refreshed): follow it, so tabs never race each other's
 * tokens. A session of another account (another `sub`) is never merged into this tab's state:
 * `onOtherAccount` gets the new account's e-mail and tells the person before anything of that
 * account is shown (main.tsx draws « Un autre compte est connecté »; the default reloads the page,
 * so every machine starts over with the new account). Returns the function that stops listening.
 */
export function followOtherTabs(
  { tokenStorage, sessionActor }: Services,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  storage: Storage,
  onOtherAccount: (next: { email: string | null }) => void = () => window.location.reload(),
): () => void {
  let announced: string | undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    // The tokens are written first and the user after them (a sign-in elsewhere): both keys count.
    if (event.key !== null && event.key !== STORAGE_KEYS.accessToken && event.key !== STORAGE_KEYS.user)
      return;
    const accessToken = tokenStorage.getAccessToken();
    const user = tokenStorage.getUser();
    const claims = decodeAccessToken(accessToken);
    const current = sessionActor.getSnapshot();
    if (!accessToken || !claims) {
      // The other tab ended the session (at the identity provider already).
      if (!current.matches('loggedOut')) sessionActor.send({ type: 'LOGOUT', atProvider: false });
      return;
    }
    // A sign-in still being written in the other tab (its token before its user): wait for the
    // user. Ending the session here cleared the other tab's new tokens, and both tabs were out.
    if (!user || user.id !== claims.sub) return;
    const currentSub = current.context.claims?.sub;
    if (currentSub !== undefined && currentSub !== claims.sub) {
      if (announced !== claims.sub) {
        announced = claims.sub;
        onOtherAccount({ email: user.email || null });
      }
      return;
    }
    sessionActor.send({
      type: 'LOGGED_IN',
      tokens: { accessToken, refreshToken: tokenStorage.getRefreshToken() },
      claims,
      user,
      adopted: true,
    });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

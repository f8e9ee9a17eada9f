import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { ApiError } from '@admission/api-client';
import type { AccessClaims, SessionTokens } from '../domain';
import { makeUser } from '../testing/fixtures';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import {
  createSessionController,
  loggedIn,
  sessionMachine,
  type EndSessionInput,
  type EndSessionOutput,
  type RefreshTokensInput,
  type RefreshTokensOutput,
  type SessionInput,
} from './sessionMachine';

const T0 = 1_750_000_000; // server time, seconds
const user = makeUser({ id: 'sub-1' });
const stored: SessionTokens = { accessToken: 'a1', refreshToken: 'r1' };
const renewed: SessionTokens = { accessToken: 'a2', refreshToken: 'r2' };
const claims = (iat: number, sub = 'sub-1'): AccessClaims => ({ sub, iat, exp: iat + 300 });

/** What the token client answers to a refresh that worked. */
function refreshed(tokens: SessionTokens, tokenClaims: AccessClaims): RefreshTokensOutput {
  return {
    ok: true,
    data: {
      tokens: {
        access_token: tokens.accessToken,
        ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
        expires_in: 300,
        token_type: 'Bearer',
      },
      claims: tokenClaims,
      user,
    },
  };
}
const refused = (error: ApiError): RefreshTokensOutput => ({ ok: false, error });
const invalidGrant = refused({
  kind: 'http',
  status: 400,
  code: 'invalid_grant',
  message: 'Session not active',
});

function start(input: Partial<SessionInput> = {}, inspect?: (event: InspectionEvent) => void) {
  const clock = { ms: T0 * 1000 };
  const fakes = new FakeActors();
  const spies = { storeTokens: vi.fn(), storeUser: vi.fn(), clearTokens: vi.fn(), clearUser: vi.fn() };
  const machine = sessionMachine.provide({
    actors: {
      refreshTokens: fakes.logic<RefreshTokensOutput, RefreshTokensInput>('refreshTokens'),
      endSession: fakes.logic<EndSessionOutput, EndSessionInput>('endSession'),
    },
    actions: {
      storeTokens: (_, params) => spies.storeTokens(params.tokens),
      storeUser: (_, params) => spies.storeUser(params.user),
      clearTokens: () => spies.clearTokens(),
      clearUser: () => spies.clearUser(),
    },
  });
  const simulated = new SimulatedClock();
  const actor = createActor(machine, {
    input: { tokens: stored, claims: claims(T0), user, now: () => clock.ms, ...input },
    clock: simulated,
    inspect,
  });
  return { actor, fakes, spies, clock, simulated, controller: createSessionController(actor) };
}

describe('sessionMachine', () => {
  it('starts active with stored tokens and logged out without', () => {
    const a = start();
    a.actor.start();
    expect(a.actor.getSnapshot().value).toBe('active');
    const b = start({ tokens: null, claims: null, user: null });
    b.actor.start();
    expect(b.actor.getSnapshot().value).toBe('loggedOut');
  });

  it('lets a fresh token through without refreshing', async () => {
    const { actor, fakes, controller } = start();
    actor.start();
    await expect(controller.ensureFresh()).resolves.toBe('a1');
    expect(fakes.count('refreshTokens')).toBe(0);
  });

  it('refreshes an expired token, stores the new one and shares it', async () => {
    const { actor, fakes, spies, clock, controller } = start();
    actor.start();
    clock.ms = (T0 + 400) * 1000;
    const outcome = controller.ensureFresh();
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(fakes.lastInput('refreshTokens')).toEqual({ refreshToken: 'r1' });
    fakes.resolve('refreshTokens', refreshed(renewed, claims(T0 + 400)));
    await expect(outcome).resolves.toBe('a2');
    expect(spies.storeTokens).toHaveBeenCalledWith(renewed);
    expect(actor.getSnapshot().context.tokens).toEqual(renewed);
  });

  it('keeps the refresh token when the provider does not rotate it', async () => {
    const { actor, fakes, controller } = start();
    actor.start();
    const outcome = controller.refresh();
    fakes.resolve('refreshTokens', refreshed({ accessToken: 'a2' }, claims(T0)));
    await expect(outcome).resolves.toBe('a2');
    expect(actor.getSnapshot().context.tokens).toEqual({ accessToken: 'a2', refreshToken: 'r1' });
  });

  it('logging in stores the tokens and the user of the grant', () => {
    const { actor, spies } = start({ tokens: null, claims: null, user: null });
    actor.start();
    const grant = refreshed(renewed, claims(T0));
    if (!grant.ok) throw new Error('unreachable');
    actor.send(loggedIn(grant.data));
    expect(actor.getSnapshot().value).toBe('active');
    expect(spies.storeTokens).toHaveBeenCalledWith(renewed);
    expect(spies.storeUser).toHaveBeenCalledWith(user);
  });

  it('treats a token inside the expiry margin as expired', () => {
    const { actor, clock } = start({ marginSeconds: 30 });
    actor.start();
    clock.ms = (T0 + 269) * 1000;
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('active');
    clock.ms = (T0 + 271) * 1000;
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('refreshing');
  });

  it('tolerates a client clock ten minutes ahead of the server', () => {
    const { actor, clock } = start({ tokens: null, claims: null, user: null });
    actor.start();
    clock.ms = (T0 + 600) * 1000; // the client's clock; the token was issued at server time T0
    actor.send({ type: 'LOGGED_IN', tokens: stored, claims: claims(T0), user });
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('active');
    clock.ms = (T0 + 600 + 280) * 1000;
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('refreshing');
  });

  it('on invalid_grant clears tokens and user once and ends logged out', async () => {
    const { actor, fakes, spies, clock, controller } = start();
    actor.start();
    clock.ms = (T0 + 400) * 1000;
    const outcome = controller.ensureFresh();
    fakes.resolve('refreshTokens', invalidGrant);
    await expect(outcome).resolves.toBeNull();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('loggedOut');
    expect(context).toMatchObject({
      tokens: null,
      user: null,
      claims: null,
      error: 'sessionExpired',
    });
    expect(spies.clearTokens).toHaveBeenCalledTimes(1);
    expect(spies.clearUser).toHaveBeenCalledTimes(1);
    // Tokens dropped: the identity provider is told too (docs/behaviour.md, « Session »).
    expect(fakes.count('endSession')).toBe(1);
    expect(fakes.lastInput('endSession')).toEqual({ refreshToken: 'r1' });
  });

  it.each<[string, ApiError, string]>([
    ['no answer', { kind: 'network' }, 'network'],
    ['a 502', { kind: 'http', status: 502 }, 'server'],
    ['a 429 (too many requests from one address)', { kind: 'http', status: 429 }, 'server'],
    ['an unreadable answer (a captive portal)', { kind: 'badResponse', reason: 'not JSON' }, 'server'],
    ['no answer in time', { kind: 'timeout' }, 'timeout'],
  ])('keeps the tokens and reports a retryable error on %s', async (_case, error, code) => {
    const { actor, fakes, spies, controller } = start();
    actor.start();
    const outcome = controller.refresh();
    fakes.resolve('refreshTokens', refused(error));
    await expect(outcome).resolves.toBeNull();
    expect(actor.getSnapshot().value).toBe('stale');
    expect(actor.getSnapshot().context.error).toBe(code);
    expect(actor.getSnapshot().context.tokens).toBe(stored);
    expect(spies.clearTokens).not.toHaveBeenCalled();
    const retry = controller.refresh();
    expect(fakes.count('refreshTokens')).toBe(2);
    fakes.resolve('refreshTokens', refreshed(renewed, claims(T0)));
    await expect(retry).resolves.toBe('a2');
  });

  it('rejects a refreshed token for a different subject', async () => {
    const { actor, fakes, spies, controller } = start();
    actor.start();
    const outcome = controller.refresh();
    fakes.resolve('refreshTokens', refreshed(renewed, claims(T0, 'someone-else')));
    await expect(outcome).resolves.toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, error: 'sessionExpired' });
    expect(spies.storeTokens).not.toHaveBeenCalled();
    expect(spies.clearTokens).toHaveBeenCalledTimes(1);
  });

  it('ends the session without a call when there is no refresh token', async () => {
    const { actor, fakes, clock, controller } = start({ tokens: { accessToken: 'a1', refreshToken: null } });
    actor.start();
    clock.ms = (T0 + 400) * 1000;
    await expect(controller.ensureFresh()).resolves.toBeNull();
    expect(actor.getSnapshot().context.error).toBe('sessionExpired');
    expect(fakes.count('refreshTokens')).toBe(0);
    await expect(controller.refresh()).resolves.toBeNull();
    expect(fakes.count('refreshTokens')).toBe(0);
    expect(fakes.count('endSession')).toBe(0);
  });

  it('logout clears storage first, then ends the session at the identity provider with the token held in memory', () => {
    const { actor, fakes, spies } = start();
    actor.start();
    // Storage is cleared before the provider is called: a page loaded during the call finds nobody.
    const callsWhenCleared: number[] = [];
    spies.clearTokens.mockImplementation(() => callsWhenCleared.push(fakes.count('endSession')));
    actor.send({ type: 'LOGOUT' });
    expect(callsWhenCleared).toEqual([0]);
    expect(spies.clearUser).toHaveBeenCalledTimes(1);
    // Signed out at once, without waiting on the provider's answer.
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, user: null, claims: null });
    // The refresh token the provider gets is the one this tab held, not one read back from storage.
    expect(fakes.count('endSession')).toBe(1);
    expect(fakes.lastInput('endSession')).toEqual({ refreshToken: 'r1' });
    actor.send({ type: 'LOGOUT' }); // a second click calls nobody again
    expect(fakes.count('endSession')).toBe(1);
  });

  it('logout leaves nobody in a session whatever the identity provider answers, or if it never does', async () => {
    // (The token client never rejects: a failure is a value.)
    for (const end of ['ended', 'refused', 'never'] as const) {
      const { actor, fakes, spies } = start();
      actor.start();
      actor.send({ type: 'LOGOUT' });
      const call = fakes.calls.find((made) => made.src === 'endSession')?.id ?? '';
      if (end === 'ended') fakes.resolve(call, { ok: true, data: null });
      if (end === 'refused') fakes.resolve(call, { ok: false, error: { kind: 'network' } });
      await flush();
      expect(actor.getSnapshot().value, end).toBe('loggedOut');
      expect(actor.getSnapshot().context.tokens, end).toBeNull();
      expect(spies.clearTokens, end).toHaveBeenCalledTimes(1);
      expect(spies.storeTokens, end).not.toHaveBeenCalled();
    }
  });

  it("another tab's logout (atProvider: false) clears at once, with no call", () => {
    const { actor, fakes, spies } = start();
    actor.start();
    actor.send({ type: 'LOGOUT', atProvider: false });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(fakes.count('endSession')).toBe(0);
    expect(spies.clearTokens).toHaveBeenCalledTimes(1);
  });

  it('logout clears everything, even during a refresh, and the refresh result is dropped', async () => {
    const { actor, fakes, spies, controller } = start();
    actor.start();
    const outcome = controller.refresh();
    actor.send({ type: 'LOGOUT' });
    await expect(outcome).resolves.toBeNull();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      tokens: null,
      user: null,
      error: null,
    });
    expect(spies.clearTokens).toHaveBeenCalledTimes(1);
    expect(spies.clearUser).toHaveBeenCalledTimes(1);
    fakes.resolve('refreshTokens', refreshed(renewed, claims(T0)));
    await flush();
    expect(actor.getSnapshot().context.tokens).toBeNull();
  });

  it('20 concurrent refresh requests run exactly one refresh actor and all get the same outcome', async () => {
    const { actor, fakes, controller } = start();
    actor.start();
    const outcomes = Promise.all(Array.from({ length: 20 }, () => controller.refresh()));
    for (let i = 0; i < 5; i++) actor.send({ type: 'REFRESH' });
    actor.send({ type: 'CHECK' });
    expect(fakes.count('refreshTokens')).toBe(1);
    fakes.resolve('refreshTokens', refreshed(renewed, claims(T0)));
    const results = await outcomes;
    expect(results).toHaveLength(20);
    for (const result of results) expect(result).toBe('a2');
    expect(fakes.count('refreshTokens')).toBe(1);
  });

  it('20 concurrent waiters share one failed refresh and clear storage once', async () => {
    const { actor, fakes, spies, controller } = start();
    actor.start();
    const outcomes = Promise.all(Array.from({ length: 20 }, () => controller.refresh()));
    fakes.resolve('refreshTokens', invalidGrant);
    const results = await outcomes;
    expect(new Set(results)).toEqual(new Set([null]));
    expect(actor.getSnapshot().context.error).toBe('sessionExpired');
    expect(fakes.count('refreshTokens')).toBe(1);
    expect(spies.clearTokens).toHaveBeenCalledTimes(1);
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const now = () => T0 * 1000;
    const serialize = (s: AnyMachineSnapshot) =>
      JSON.stringify([s.value, s.context.error, s.context.tokens?.accessToken ?? null]);
    const coverage = await runModel<SessionInput>({
      machine: sessionMachine,
      inputs: [
        { tokens: stored, claims: claims(T0), user, now },
        { tokens: stored, claims: claims(T0 - 1000), user, now },
        { tokens: { accessToken: 'a1', refreshToken: null }, claims: claims(T0 - 1000), user, now },
        { tokens: null, claims: null, user: null, now },
      ],
      events: [
        { type: 'CHECK' },
        { type: 'REFRESH' },
        { type: 'LOGGED_IN', tokens: stored, claims: claims(T0), user },
        { type: 'LOGOUT' },
        { type: 'LOGOUT', atProvider: false },
        { type: 'xstate.done.actor.refreshTokens', output: refreshed(renewed, claims(T0 - 1000)) },
        { type: 'xstate.done.actor.refreshTokens', output: refreshed(renewed, claims(T0, 'other')) },
        { type: 'xstate.done.actor.refreshTokens', output: invalidGrant },
        { type: 'xstate.done.actor.refreshTokens', output: refused({ kind: 'http', status: 500 }) },
      ],
      serialize,
      start: (input, inspect) => {
        const t = start(input, inspect);
        return { actor: t.actor, fakes: t.fakes, clock: t.simulated };
      },
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.total).toBe(7);
  });
});

describe('sessionMachine: a refresh answered with something that cannot be read', () => {
  it('keeps the session (a captive portal never reached the provider); a retry the provider refuses ends it, so « Réessayer » never loops', async () => {
    const { actor, fakes, controller } = start();
    actor.start();
    const outcome = controller.refresh();
    fakes.resolve('refreshTokens', refused({ kind: 'badResponse', reason: 'unreadable access token' }));
    await expect(outcome).resolves.toBeNull();
    expect(actor.getSnapshot().context.error).toBe('server');
    expect(actor.getSnapshot().value).toBe('stale');
    expect(actor.getSnapshot().context.tokens).toBe(stored);
    // Had the provider rotated the refresh token after all, the kept one is now spent: refused.
    const retry = controller.refresh();
    fakes.resolve('refreshTokens', invalidGrant);
    await expect(retry).resolves.toBeNull();
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});

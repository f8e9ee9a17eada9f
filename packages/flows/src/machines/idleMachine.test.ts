import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { idleMachine, type IdleInput } from './idleMachine';

function start(input: IdleInput = {}) {
  const clock = new SimulatedClock();
  const keepSessionAlive = vi.fn();
  const actor = createActor(idleMachine.provide({ actions: { keepSessionAlive } }), { input, clock });
  actor.start();
  return { actor, clock, keepSessionAlive };
}

describe('idleMachine (session timeout warning)', () => {
  it('warns after 25 minutes without activity, by default, with a 2-minute countdown', () => {
    const { actor, clock } = start();
    clock.increment(25 * 60 * 1000 - 1);
    expect(actor.getSnapshot().matches('watching')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('warning')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(119);
  });

  it('activity restarts the idle period', () => {
    const { actor, clock } = start({ idleSeconds: 60, warningSeconds: 10 });
    clock.increment(59_000);
    actor.send({ type: 'ACTIVITY' });
    clock.increment(59_000);
    expect(actor.getSnapshot().matches('watching')).toBe(true);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches('warning')).toBe(true);
  });

  it('activity does not dismiss the warning; « Rester connecté » does, and keeps the session alive', () => {
    const { actor, clock, keepSessionAlive } = start({ idleSeconds: 60, warningSeconds: 10 });
    clock.increment(60_000);
    actor.send({ type: 'ACTIVITY' });
    expect(actor.getSnapshot().matches('warning')).toBe(true);
    actor.send({ type: 'STAY' });
    expect(actor.getSnapshot().matches('watching')).toBe(true);
    expect(keepSessionAlive).toHaveBeenCalledTimes(1);
    clock.increment(59_000);
    expect(actor.getSnapshot().matches('watching')).toBe(true);
  });

  it('ends "expired" when the countdown runs out, "logout" on « Se déconnecter »', () => {
    const a = start({ idleSeconds: 60, warningSeconds: 10 });
    a.clock.increment(60_000);
    for (let second = 0; second < 9; second++) a.clock.increment(1_000);
    expect(a.actor.getSnapshot().status).toBe('active');
    expect(a.actor.getSnapshot().context.secondsLeft).toBe(1);
    a.clock.increment(1_000);
    expect(a.actor.getSnapshot().status).toBe('done');
    expect(a.actor.getSnapshot().output).toEqual({ reason: 'expired' });

    const b = start({ idleSeconds: 60, warningSeconds: 10 });
    b.clock.increment(60_000);
    b.actor.send({ type: 'LOGOUT' });
    expect(b.actor.getSnapshot().output).toEqual({ reason: 'logout' });
  });
});

// The CPU figures of `npm test`'s table (scripts/cpu.mjs), read from real processes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cpuGroupSeconds,
  inCpuGroup,
  machineCpuSeconds,
  makeCpuGroup,
  processGroupCpuSeconds,
  readTimes,
  removeCpuGroup,
  timedCommand,
} from '../cpu.mjs';

const dir = mkdtempSync(join(tmpdir(), 'cpu-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Node process that spends `ms` of CPU (however busy the machine), then exits with `code`. */
const busy = (ms: number, code = 0) =>
  `node -e "while (process.cpuUsage().user < ${ms * 1000}); process.exit(${code})"`;

describe('timedCommand and readTimes', { timeout: 60_000 }, () => {
  it('keep the command’s exit code and count the CPU of what it ran', () => {
    const file = join(dir, 'busy.times');
    const run = spawnSync('sh', ['-c', timedCommand(busy(600, 3), file)]);
    expect(run.status).toBe(3);
    const seconds = readTimes(file);
    expect(seconds).toBeGreaterThan(0.4);
    expect(seconds).toBeLessThan(5);
  });

  it('count nothing for a command that only waits', () => {
    const file = join(dir, 'sleep.times');
    expect(spawnSync('sh', ['-c', timedCommand('sleep 0.5', file)]).status).toBe(0);
    expect(readTimes(file)).toBeLessThan(0.2);
  });

  it('give no figure when the command never wrote one', () => {
    expect(readTimes(join(dir, 'absent.times'))).toBeNaN();
  });
});

describe('processGroupCpuSeconds', { timeout: 60_000 }, () => {
  it('adds up the live processes of a detached group, children included', async () => {
    // A shell (the group's leader) whose child spins, then sleeps: read while the child lives.
    const marker = join(dir, 'spun');
    const child = spawn('sh', ['-c', `${busy(600)}; touch '${marker}'; sleep 30`], {
      detached: true,
      stdio: 'ignore',
    });
    try {
      await expect.poll(() => existsSync(marker), { timeout: 30_000 }).toBe(true);
      const seconds = processGroupCpuSeconds(child.pid!);
      expect(seconds).toBeGreaterThan(0.4);
      expect(seconds).toBeLessThan(5);
      expect(processGroupCpuSeconds(2 ** 22 + 7)).toBe(0);
    } finally {
      process.kill(-child.pid!, 'SIGKILL');
    }
  });
});

describe('machineCpuSeconds', () => {
  it('counts this process’s own work among the machine’s busy seconds', () => {
    const before = machineCpuSeconds();
    const spent = process.cpuUsage();
    while (process.cpuUsage(spent).user < 400_000);
    const after = machineCpuSeconds();
    expect(after.busy - before.busy).toBeGreaterThan(0.3);
    // In whole clock ticks (1/100 s): on a machine with no idle tick meanwhile the two differences
    // are equal, and as differences of large decimals they came out 16.089999999996508 against
    // 16.09000000001106.
    const ticks = (seconds: number) => Math.round(seconds * 100);
    expect(ticks(after.all - before.all)).toBeGreaterThanOrEqual(ticks(after.busy - before.busy));
  });
});

// Where the machine has cgroup v1's cpuacct and lets this user write it (root, as on CI machines);
// reported as skipped elsewhere.
const cpuGroup = makeCpuGroup(`cpu-test-${process.pid}`);

describe.runIf(cpuGroup !== null)('cpu groups', { timeout: 60_000 }, () => {
  afterAll(() => removeCpuGroup(cpuGroup));

  it('count what a command started, a process orphaned by its exit included', async () => {
    // The shell exits at once; its child spins on, orphaned, as a browser's renderer may be.
    const marker = join(dir, 'orphan-done');
    const run = spawnSync('sh', ['-c', inCpuGroup(`(${busy(600)}; touch '${marker}') &`, cpuGroup)]);
    expect(run.status).toBe(0);
    await expect.poll(() => existsSync(marker), { timeout: 30_000 }).toBe(true);
    const seconds = cpuGroupSeconds(cpuGroup);
    expect(seconds).toBeGreaterThan(0.5);
    expect(seconds).toBeLessThan(5);
  });

  it('give no figure without a group, and run the command as it is', () => {
    expect(cpuGroupSeconds(null)).toBeNaN();
    expect(inCpuGroup('true', null)).toBe('true');
  });
});

// Every machine that reports (its `log` action: failures nobody expected) reports through the
// portal's one place, `reportLog` (src/services/report.ts): wherever the portal wires such a
// machine with `provide`, it gives it `log: reportLog`. Without it the machine's default only
// writes to the console (the reset flows were wired so until they started to report).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as flows from '@admission/flows';

const src = fileURLToPath(new URL('../../src', import.meta.url));

/**
 * Whether a machine's config calls the `log` action anywhere (entry, exit, transitions, invokes),
 * also from inside `enqueueActions` (a function: its source, unminified under Vitest, is read).
 */
function callsLog(node: unknown, seen = new Set<unknown>()): boolean {
  if (node === null || (typeof node !== 'object' && typeof node !== 'function') || seen.has(node))
    return false;
  seen.add(node);
  if (typeof node === 'function' && /type:\s*["']log["']/.test(String(node))) return true;
  if ((node as { type?: unknown }).type === 'log') return true;
  return Object.values(node).some((child) => callsLog(child, seen));
}

/** The machines flows exports (a machine has a config and `provide`), by name. */
const machines: [string, unknown][] = Object.entries(flows as Record<string, unknown>).filter(
  ([name, value]) =>
    name.endsWith('Machine') &&
    typeof value === 'object' &&
    value !== null &&
    'config' in value &&
    'provide' in value,
);
const reporting = machines
  .filter(([, machine]) => callsLog((machine as { config: unknown }).config))
  .map(([name]) => name);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The argument of each `<name>.provide(…)` in the portal's sources: its file and its text. */
function provideCalls(name: string): { file: string; text: string }[] {
  const calls: { file: string; text: string }[] = [];
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    let from = text.indexOf(`${name}.provide(`);
    while (from !== -1) {
      const open = from + name.length + '.provide'.length;
      let depth = 0;
      let end = open;
      for (; end < text.length; end++) {
        if (text[end] === '(') depth++;
        else if (text[end] === ')' && --depth === 0) break;
      }
      calls.push({ file: file.slice(src.length + 1), text: text.slice(open, end + 1) });
      from = text.indexOf(`${name}.provide(`, end);
    }
  }
  return calls;
}

describe('reports of the machines go to reportLog', () => {
  it('finds the machines that report (the reading of their config works)', () => {
    expect(reporting).toEqual(
      expect.arrayContaining([
        'loginMachine',
        'emailRequestMachine',
        'resetConfirmMachine',
        'receiptMachine',
      ]),
    );
    expect(reporting).not.toContain('idleMachine');
  });

  it.each(reporting)('%s: every place the portal wires it gives it log: reportLog', (name) => {
    const calls = provideCalls(name);
    expect(calls.length, `${name} is wired nowhere with provide()`).toBeGreaterThan(0);
    for (const call of calls) expect(call.text, call.file).toMatch(/\blog: reportLog\b/);
  });
});

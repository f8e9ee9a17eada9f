// The package README's table of machines is read by people wiring a machine: it must name every
// machine flows exports, with exactly the events each one handles (it once listed 8 of 14).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import * as flows from './index';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

const machines = Object.entries(flows as Record<string, unknown>).filter(
  (entry): entry is [string, AnyStateMachine] =>
    entry[0].endsWith('Machine') && typeof entry[1] === 'object' && entry[1] !== null && 'root' in entry[1],
);

/** The events a machine handles somewhere (its own, not XState's done, error and delay events). */
function handledEvents(machine: AnyStateMachine): string[] {
  const events = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const type of node.transitions.keys()) if (/^[A-Z][A-Z_]*$/.test(type)) events.add(type);
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode));
  };
  visit(machine.root);
  return [...events].sort();
}

/** The README's row of a machine: its cells. */
function rowOf(name: string): string[] | undefined {
  const line = readme.split('\n').find((text) => text.startsWith(`| \`${name}\``));
  return line?.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** The events a row's events cell names (`SUBMIT {email}` is SUBMIT). */
function listedEvents(cell: string): string[] {
  return [...cell.matchAll(/`([A-Z][A-Z_]*)\b[^`]*`/g)].map((match) => match[1]!).sort();
}

describe('the README lists the machines as they are', () => {
  it('finds the machines flows exports', () => {
    expect(machines.map(([name]) => name)).toContain('emailRequestMachine');
    expect(machines.length).toBeGreaterThanOrEqual(13);
    expect(readme).toContain(`The ${machines.length} machines`);
  });

  it.each(machines)('%s: a row, with the events it handles', (name, machine) => {
    const row = rowOf(name);
    expect(row, `no row for ${name}`).toBeDefined();
    // Cells: '', machine, input, events, actors, emits.
    expect(listedEvents(row![3]!)).toEqual(handledEvents(machine));
  });
});

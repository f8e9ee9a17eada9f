import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Application } from '@admission/api-client';
import { acceptedApplication, choicesByPriority, currentChoiceNames } from './applications';

describe('acceptedApplication', () => {
  const at = (status: Application['status'], submissionDate: string | null, programName: string) => ({
    status,
    submissionDate,
    programName,
  });

  it('is the newest approved application, whatever the order of the list', () => {
    const older = at('approved', '2024-06-01T10:00:00Z', 'Licence Chimie');
    const newer = at('approved', '2025-06-01T10:00:00Z', 'Productions végétales');
    const list = [older, at('rejected', '2025-07-01T10:00:00Z', 'Informatique'), newer];
    expect(acceptedApplication(list)).toBe(newer);
  });

  it('is null without an approved application (no programme is invented)', () => {
    expect(acceptedApplication([at('submitted', '2025-06-01T10:00:00Z', 'Mathématiques')])).toBeNull();
    expect(acceptedApplication([])).toBeNull();
  });
});

describe('choicesByPriority', () => {
  const choice = (programName: string, priority: number) => ({ programName, priority });

  it('lists the choices 1, 2, 3 whatever order the API sent, without touching its list', () => {
    const sent = [choice('Physique', 2), choice('Mathématiques', 1), choice('Chimie', 3)];
    expect(choicesByPriority(sent).map((c) => c.programName)).toEqual([
      'Mathématiques',
      'Physique',
      'Chimie',
    ]);
    expect(sent[0]?.programName).toBe('Physique');
  });

  it('no choices is an empty list', () => {
    expect(choicesByPriority(null)).toEqual([]);
    expect(choicesByPriority(undefined)).toEqual([]);
  });

  it('property: the same choices, by ascending priority, equal priorities in the order sent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ programName: fc.string(), priority: fc.integer({ min: 1, max: 3 }) })),
        (sent) => {
          const ordered = choicesByPriority(sent);
          expect(ordered).toHaveLength(sent.length);
          for (const [i, c] of ordered.entries()) {
            const next = ordered[i + 1];
            if (next) expect(c.priority <= next.priority).toBe(true);
            if (next && c.priority === next.priority) expect(sent.indexOf(c) < sent.indexOf(next)).toBe(true);
          }
          expect(new Set(ordered)).toEqual(new Set(sent));
        },
      ),
    );
  });
});

describe('currentChoiceNames', () => {
  const choices = [
    { id: '2', programId: 'p2', programName: 'Physique', priority: 2, status: 'pending' as const },
    { id: '1', programId: 'p1', programName: 'Mathématiques', priority: 1, status: 'pending' as const },
  ];

  it('ranked choices: their names by priority', () => {
    expect(
      currentChoiceNames({ applicationType: 'multiple_choice', choices, programName: 'Mathématiques' }),
    ).toEqual(['Mathématiques', 'Physique']);
  });

  it('a single choice: its programme, or nothing when it is not known', () => {
    expect(currentChoiceNames({ applicationType: 'single_choice', choices, programName: 'Chimie' })).toEqual([
      'Chimie',
    ]);
    expect(
      currentChoiceNames({ applicationType: 'multiple_choice', choices: [], programName: null }),
    ).toEqual([]);
  });
});

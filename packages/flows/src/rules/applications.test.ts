import { describe, expect, it } from 'vitest';
import type { Application } from '@admission/api-client';
import { acceptedApplication } from './applications';

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

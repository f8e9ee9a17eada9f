import { describe, expect, it } from 'vitest';
import { makeApplication } from '../testing/fixtures';
import { isOffline, lastKnownFor, lastKnownOf } from './lastKnown';

const application = makeApplication({ candidateId: 'c-1' });
const saved = lastKnownOf('account-1', new Date('2025-07-08T09:30:00Z'), [{ application, grades: null }]);

describe('the last-known copy on the device', () => {
  it('is dated and tied to its account', () => {
    expect(saved).toEqual({
      accountId: 'account-1',
      savedAt: '2025-07-08T09:30:00.000Z',
      applications: [{ application, grades: null }],
    });
  });

  it('is usable only for the account it was saved for', () => {
    expect(lastKnownFor(saved, 'account-1')).toEqual(saved);
    expect(lastKnownFor(saved, 'account-2')).toBeNull();
    expect(lastKnownFor(saved, null)).toBeNull();
  });

  it('is no copy when there is none', () => {
    expect(lastKnownFor(null, 'account-1')).toBeNull();
  });

  it('is a fallback for a missing network only, not for an answer', () => {
    expect(isOffline({ kind: 'network' })).toBe(true);
    expect(isOffline({ kind: 'timeout' })).toBe(true);
    expect(isOffline({ kind: 'http', status: 503 })).toBe(false);
    expect(isOffline({ kind: 'unauthorized' })).toBe(false);
  });
});

// What the portal keeps on the device is read through a schema with a version
// (src/services/deviceData.ts): the last-known dashboard, the programme draft and the refresh
// handoff. A value of the version before it (what the portal wrote before versions: none), of
// an unknown version, of another shape, or text that is not JSON reads as absent and is removed;
// nothing throws.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LastKnown, ProgramSelection } from '@admission/flows';
import { createLastKnownStore, LAST_KNOWN_VERSION } from '../../src/services/offline/lastKnownStore';
import {
  dropProgramDraft,
  keepProgramDraft,
  programDraftOf,
  PROGRAM_DRAFT_VERSION,
} from '../../src/services/programDraft';
import { HANDOFF_VERSION, handedTokensOf } from '../../src/services/refreshHandoff';
import { memoryStorage } from '../memoryStorage';

const copy: LastKnown = {
  accountId: 'account-1',
  savedAt: '2025-07-08T09:30:00.000Z',
  applications: [
    {
      application: {
        candidateId: 'c-1',
        accountId: 'account-1',
        bacFirstName: 'Awa',
        bacLastName: 'Diop',
        bacSerie: 'S2',
        bacResultId: 'bac-1',
        applicationType: 'multiple_choice',
        status: 'submitted',
        submissionDate: '2025-06-01T10:00:00Z',
        email: 'awa.diop@example.sn',
        // Call 5's details, merged in.
        address: 'Dakar',
        choices: [
          {
            id: 'ch-1',
            programId: 'p-1',
            programName: 'Productions végétales',
            priority: 1,
            score: 14.5,
            status: 'pending',
            rank: null,
          },
        ],
      },
      grades: { grades: { Mathématiques: 15 }, coefs: { Mathématiques: 4 } },
    },
    { application: { ...minimalApplication(), candidateId: 'c-2' }, grades: null },
  ],
};

function minimalApplication() {
  return {
    candidateId: 'c-1',
    accountId: 'account-1',
    bacFirstName: 'Awa',
    bacLastName: 'Diop',
    bacSerie: 'S2',
    bacResultId: 'bac-1',
    applicationType: 'single_choice' as const,
    status: 'pending' as const,
    submissionDate: '2025-06-01T10:00:00Z',
  };
}

/** Stored values that must read as nothing, and be removed. */
function unreadable(current: Record<string, unknown>, version: number): [string, string][] {
  const { version: _version, ...before } = current;
  return [
    ['of the version before versions (none)', JSON.stringify(before)],
    ['of an unknown version', JSON.stringify({ ...current, version: version + 1 })],
    ['with its version as text', JSON.stringify({ ...current, version: String(version) })],
    ['cut short (not JSON)', JSON.stringify(current).slice(0, 40)],
    ['not JSON at all', 'undefined'],
    ['JSON of another kind', '"lastKnown"'],
    ['JSON null', 'null'],
  ];
}

describe('the last-known dashboard (services/offline/lastKnownStore.ts)', () => {
  const stored = { version: LAST_KNOWN_VERSION, ...copy };

  it('reads back what it wrote, details and grades included, for its account only', () => {
    const storage = memoryStorage();
    const store = createLastKnownStore(storage);
    store.write(copy);
    expect(JSON.parse(storage.getItem('lastKnown') ?? '')).toEqual(stored);
    expect(store.read('account-1')).toEqual(copy);
    // Another account's copy is not read, and not removed by reading: keepOnly decides.
    expect(store.read('account-2')).toBeNull();
    expect(store.read(null)).toBeNull();
    expect(storage.getItem('lastKnown')).not.toBeNull();
    store.keepOnly('account-1');
    expect(storage.getItem('lastKnown')).not.toBeNull();
    store.keepOnly('account-2');
    expect(storage.getItem('lastKnown')).toBeNull();
  });

  it.each([
    ...unreadable(stored, LAST_KNOWN_VERSION),
    ['without a date', JSON.stringify({ ...stored, savedAt: undefined })],
    ['with a date nobody can read', JSON.stringify({ ...stored, savedAt: 'hier' })],
    ['without a list', JSON.stringify({ ...stored, applications: {} })],
    [
      'with an entry without its application',
      JSON.stringify({ ...stored, applications: [{ grades: null }] }),
    ],
    [
      'with an application without its ids',
      JSON.stringify({ ...stored, applications: [{ application: { status: 'submitted' }, grades: null }] }),
    ],
    [
      'with grades of the wrong type',
      JSON.stringify({ ...stored, applications: [{ application: minimalApplication(), grades: 12 }] }),
    ],
  ])('reads a copy %s as none, and removes it', (_, raw) => {
    for (const use of ['read', 'keepOnly'] as const) {
      const storage = memoryStorage();
      storage.setItem('lastKnown', raw);
      const store = createLastKnownStore(storage);
      if (use === 'read') expect(store.read('account-1')).toBeNull();
      else store.keepOnly('account-1');
      expect(storage.getItem('lastKnown'), use).toBeNull();
    }
  });

  it('reads nothing from a storage that throws, and does not throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createLastKnownStore(broken);
    expect(() => store.write(copy)).not.toThrow();
    expect(store.read('account-1')).toBeNull();
    expect(() => store.keepOnly('account-2')).not.toThrow();
  });
});

describe('the programme draft (services/programDraft.ts)', () => {
  const selection: ProgramSelection = {
    mode: 'multiple',
    ranking: { 'p-1': 1, 'p-2': 3 },
    singleProgramId: null,
  };
  const stored = { version: PROGRAM_DRAFT_VERSION, accountId: 'account-1', candidateId: 'c-1', selection };
  let sessionStorage: ReturnType<typeof memoryStorage>;

  beforeEach(() => {
    sessionStorage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads back what it kept, for its account only; dropped, nothing', () => {
    keepProgramDraft('account-1', 'c-1', selection);
    expect(JSON.parse(sessionStorage.getItem('programChangeDraft') ?? '')).toEqual(stored);
    expect(programDraftOf('account-1')).toEqual({ candidateId: 'c-1', selection });
    expect(programDraftOf('account-2')).toBeNull();
    expect(programDraftOf(null)).toBeNull();
    dropProgramDraft();
    expect(programDraftOf('account-1')).toBeNull();
  });

  it.each([
    ...unreadable(stored, PROGRAM_DRAFT_VERSION),
    ['without its application', JSON.stringify({ ...stored, candidateId: undefined })],
    [
      'of a mode that does not exist',
      JSON.stringify({ ...stored, selection: { ...selection, mode: 'all' } }),
    ],
    [
      'with a rank beyond 3',
      JSON.stringify({ ...stored, selection: { ...selection, ranking: { 'p-1': 4 } } }),
    ],
    [
      'with a ranking as a list',
      JSON.stringify({ ...stored, selection: { ...selection, ranking: ['p-1'] } }),
    ],
  ])('reads a draft %s as none, and removes it', (_, raw) => {
    sessionStorage.setItem('programChangeDraft', raw);
    expect(programDraftOf('account-1')).toBeNull();
    expect(sessionStorage.getItem('programChangeDraft')).toBeNull();
  });

  it('reads nothing without a session storage, and does not throw', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(() => keepProgramDraft('account-1', 'c-1', selection)).not.toThrow();
    expect(programDraftOf('account-1')).toBeNull();
    expect(() => dropProgramDraft()).not.toThrow();
  });
});

describe('the refresh handoff’s value (services/refreshHandoff.ts; IndexedDB itself: test/browser/deviceData.test.tsx)', () => {
  const tokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };

  it('is the token set of this version, and nothing more', () => {
    expect(handedTokensOf({ version: HANDOFF_VERSION, ...tokens, extra: 'x' })).toEqual(tokens);
  });

  it.each<[string, unknown]>([
    ['of the version before versions (none)', tokens],
    ['of an unknown version', { version: HANDOFF_VERSION + 1, ...tokens }],
    ['without its refresh token', { version: HANDOFF_VERSION, accessToken: 'access-2' }],
    ['with a token that is not text', { version: HANDOFF_VERSION, ...tokens, refreshToken: 42 }],
    ['text', JSON.stringify({ version: HANDOFF_VERSION, ...tokens })],
    ['nothing', undefined],
  ])('is none for a value %s', (_, value) => {
    expect(handedTokensOf(value)).toBeNull();
  });
});

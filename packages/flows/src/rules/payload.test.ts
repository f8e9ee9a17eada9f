import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../testing/fixtures';
import { buildUpdatePayload, type UpdatePayloadInput } from './payload';
import { RANKS, type ProgramSelection, type Rank } from './ranking';

const specialities = [
  { programId: 'a', programName: 'Productions végétales', shortName: 'PV' },
  { programId: 'b', programName: 'Productions animales', shortName: 'PA' },
  { programId: 'c', programName: 'Économie rurale', shortName: 'ER' },
];
const base: UpdatePayloadInput = {
  application: makeApplication({ bacDob: '2005-03-04', bacNationality: 'Sénégalaise', ufrName: 'UFR S2ATA' }),
  selection: { mode: 'single', ranking: {}, singleProgramId: 'p-math' },
  specialities,
  groupId: 'g-agro',
  storedAccountId: 'stored-account',
};

describe('buildUpdatePayload', () => {
  it('builds the single-choice payload with PreferredLanguage fr and the stored account id', () => {
    expect(buildUpdatePayload(base)).toEqual({
      ok: true,
      fields: {
        FirstName: 'Awa',
        LastName: 'Diop',
        AccountId: 'stored-account',
        BirthDate: '2005-03-04',
        Nationality: 'Sénégalaise',
        SeriesId: 'S2',
        PreferredLanguage: 'fr',
        BacResultId: 'bac-1',
        ProgramId: 'p-math',
      },
    });
  });

  it('uses address, seriesId and ufrId when the application has them', () => {
    const result = buildUpdatePayload({
      ...base,
      application: { ...base.application, address: 'Dakar', seriesId: 'series-7', ufrId: 'ufr-2' },
    });
    expect(result).toMatchObject({
      ok: true,
      fields: { Address: 'Dakar', SeriesId: 'series-7', UfrId: 'ufr-2' },
    });
  });

  it('builds the ranking payload in priority order', () => {
    const result = buildUpdatePayload({
      ...base,
      selection: { mode: 'multiple', ranking: { c: 1, a: 2, b: 3 }, singleProgramId: null },
    });
    expect(result.ok && result.fields).toMatchObject({
      IsMultipleChoice: true,
      ProgramGroup: 'g-agro',
      ProgramChoices: [
        { ProgramId: 'c', Priority: 1, ProgramName: 'Économie rurale', ShortName: 'ER' },
        { ProgramId: 'a', Priority: 2, ProgramName: 'Productions végétales', ShortName: 'PV' },
        { ProgramId: 'b', Priority: 3, ProgramName: 'Productions animales', ShortName: 'PA' },
      ],
    });
    expect(result.ok && result.fields).not.toHaveProperty('ProgramId');
  });

  it('falls back to the application account id, and reports sessionExpired without any', () => {
    expect(buildUpdatePayload({ ...base, storedAccountId: null })).toMatchObject({
      ok: true,
      fields: { AccountId: 'account-1' },
    });
    expect(
      buildUpdatePayload({
        ...base,
        storedAccountId: ' ',
        application: { ...base.application, accountId: '' },
      }),
    ).toEqual({
      ok: false,
      error: 'sessionExpired',
    });
  });

  it('reports rankingIncomplete for an incomplete selection', () => {
    expect(
      buildUpdatePayload({
        ...base,
        selection: { mode: 'multiple', ranking: { a: 1 }, singleProgramId: null },
      }),
    ).toEqual({
      ok: false,
      error: 'rankingIncomplete',
    });
    expect(
      buildUpdatePayload({ ...base, selection: { mode: 'none', ranking: {}, singleProgramId: null } }),
    ).toEqual({
      ok: false,
      error: 'rankingIncomplete',
    });
  });

  it('never sends an empty, null or undefined value, always fr, and the right branch (property)', () => {
    const optional = fc.option(fc.constantFrom('', '  ', 'x', 'Dakar', 'é'), { nil: undefined });
    const nullable = fc.oneof(optional, fc.constant(null));
    const arbSelection: fc.Arbitrary<ProgramSelection> = fc.oneof(
      fc.record({
        mode: fc.constant('single' as const),
        ranking: fc.constant({}),
        singleProgramId: fc.oneof(fc.constant(null), fc.string()),
      }),
      fc.shuffledSubarray([...RANKS], { minLength: 0, maxLength: 3 }).map((ranks) => ({
        mode: 'multiple' as const,
        ranking: Object.fromEntries(ranks.map((r, i) => [specialities[i]!.programId, r as Rank])),
        singleProgramId: null,
      })),
    );
    fc.assert(
      fc.property(
        fc.record({
          bacDob: nullable,
          bacNationality: nullable,
          address: nullable,
          ufrId: nullable,
          bacPlaceOfBirth: nullable,
        }),
        fc.record({ stored: nullable, own: fc.constantFrom('', 'account-1') }),
        arbSelection,
        fc.option(fc.constantFrom('', 'g-agro'), { nil: null }),
        (extra, accounts, selection, groupId) => {
          const result = buildUpdatePayload({
            application: { ...makeApplication({ accountId: accounts.own }), ...extra },
            selection,
            specialities,
            groupId,
            storedAccountId: accounts.stored,
          });
          if (!result.ok) {
            const complete =
              selection.mode === 'single'
                ? Boolean(selection.singleProgramId)
                : Object.keys(selection.ranking).length === 3;
            expect(result.error).toBe(complete ? 'sessionExpired' : 'rankingIncomplete');
            return;
          }
          for (const value of Object.values(result.fields)) {
            expect(value).not.toBeNull();
            expect(value).not.toBeUndefined();
            if (typeof value === 'string') expect(value.trim()).not.toBe('');
          }
          expect(result.fields.PreferredLanguage).toBe('fr');
          expect(result.fields.AccountId).toBe(accounts.stored?.trim() ? accounts.stored : 'account-1');
          if (selection.mode === 'single') {
            expect(result.fields.ProgramId).toBe(
              selection.singleProgramId?.trim() ? selection.singleProgramId : undefined,
            );
            expect(result.fields).not.toHaveProperty('ProgramChoices');
          } else {
            expect(result.fields.IsMultipleChoice).toBe(true);
            expect(result.fields.ProgramChoices?.map((c) => c.Priority)).toEqual([1, 2, 3]);
            expect(result.fields).not.toHaveProperty('ProgramId');
          }
        },
      ),
    );
  });
});

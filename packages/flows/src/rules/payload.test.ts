import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../testing/fixtures';
import { accountIdFor, buildUpdatePayload, type UpdatePayloadInput } from './payload';
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
  accountId: 'stored-account',
};

describe('accountIdFor', () => {
  it('prefers the stored account id, falls back to the application, else none', () => {
    expect(accountIdFor({ accountId: 'own' }, 'stored')).toBe('stored');
    expect(accountIdFor({ accountId: 'own' }, ' ')).toBe('own');
    expect(accountIdFor({ accountId: 'own' }, null)).toBe('own');
    expect(accountIdFor({ accountId: '' }, undefined)).toBeNull();
  });
});

describe('buildUpdatePayload', () => {
  it('builds the single-choice payload with PreferredLanguage fr and the given account id', () => {
    expect(buildUpdatePayload(base)).toMatchObject({
      FirstName: 'Awa',
      LastName: 'Diop',
      AccountId: 'stored-account',
      BirthDate: '2005-03-04',
      Nationality: 'Sénégalaise',
      SeriesId: 'S2',
      PreferredLanguage: 'fr',
      BacResultId: 'bac-1',
      ProgramId: 'p-math',
    });
  });

  it('uses address, seriesId and ufrId when the application has them', () => {
    const fields = buildUpdatePayload({
      ...base,
      application: { ...base.application, address: 'Dakar', seriesId: 'series-7', ufrId: 'ufr-2' },
    });
    expect(fields).toMatchObject({ Address: 'Dakar', SeriesId: 'series-7', UfrId: 'ufr-2' });
  });

  it('builds the ranking payload in priority order', () => {
    const fields = buildUpdatePayload({
      ...base,
      selection: { mode: 'multiple', ranking: { c: 1, a: 2, b: 3 }, singleProgramId: null },
    });
    expect(fields).toMatchObject({
      IsMultipleChoice: true,
      ProgramGroup: 'g-agro',
      ProgramChoices: [
        { ProgramId: 'c', Priority: 1, ProgramName: 'Économie rurale', ShortName: 'ER' },
        { ProgramId: 'a', Priority: 2, ProgramName: 'Productions végétales', ShortName: 'PV' },
        { ProgramId: 'b', Priority: 3, ProgramName: 'Productions animales', ShortName: 'PA' },
      ],
    });
    expect(fields).not.toHaveProperty('ProgramId');
  });

  it('always fr, the given account, and exactly one branch (property)', () => {
    const nullable = fc.option(fc.constantFrom('', '  ', 'x', 'Dakar', 'é'), { nil: undefined });
    const arbSelection: fc.Arbitrary<ProgramSelection> = fc.oneof(
      fc.record({
        mode: fc.constant('single' as const),
        ranking: fc.constant({}),
        singleProgramId: fc.string({ minLength: 1 }),
      }),
      fc.shuffledSubarray([...RANKS], { minLength: 3, maxLength: 3 }).map((ranks) => ({
        mode: 'multiple' as const,
        ranking: Object.fromEntries(ranks.map((r, i) => [specialities[i]!.programId, r as Rank])),
        singleProgramId: null,
      })),
    );
    fc.assert(
      fc.property(
        fc.record({ bacDob: nullable, bacNationality: nullable, address: nullable, ufrId: nullable }),
        fc.string({ minLength: 1 }),
        arbSelection,
        fc.option(fc.constantFrom('', 'g-agro'), { nil: null }),
        (extra, accountId, selection, groupId) => {
          const fields = buildUpdatePayload({
            application: { ...makeApplication(), ...extra },
            selection,
            specialities,
            groupId,
            accountId,
          });
          expect(fields.PreferredLanguage).toBe('fr');
          expect(fields.AccountId).toBe(accountId);
          if (selection.mode === 'single') {
            expect(fields.ProgramId).toBe(selection.singleProgramId);
            expect(fields).not.toHaveProperty('ProgramChoices');
          } else {
            expect(fields.IsMultipleChoice).toBe(true);
            expect(fields.ProgramChoices?.map((c) => c.Priority)).toEqual([1, 2, 3]);
            expect(fields).not.toHaveProperty('ProgramId');
          }
        },
      ),
    );
  });
});

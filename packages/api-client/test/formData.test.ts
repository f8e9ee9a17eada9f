import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formDataOf, toUpdateFormFields } from '../src/formData';
import type { UpdateWithChoicesFields } from '../src/index';

const toUpdateFormData = (fields: UpdateWithChoicesFields) => formDataOf(toUpdateFormFields(fields));
import { ACCOUNT_ID, rankingUpdate } from './fixtures';

describe('update form data (call 7)', () => {
  it('omits empty, null and undefined values and serialises the ranking as ProgramChoicesJson', () => {
    const data = toUpdateFormData(rankingUpdate);
    expect([...data.keys()]).toEqual([
      'FirstName',
      'LastName',
      'AccountId',
      'BirthDate',
      'Nationality',
      'SeriesId',
      'PreferredLanguage',
      'BacResultId',
      'ProgramGroup',
      'IsMultipleChoice',
      'ProgramChoicesJson',
    ]);
    expect(data.get('IsMultipleChoice')).toBe('true');
    expect(JSON.parse(String(data.get('ProgramChoicesJson')))).toEqual(rankingUpdate.ProgramChoices);
  });

  it('a single choice sends ProgramId and no ranking fields', () => {
    const single: UpdateWithChoicesFields = {
      AccountId: ACCOUNT_ID,
      PreferredLanguage: 'fr',
      FirstName: 'Awa',
      LastName: undefined,
      ProgramId: 'p-info',
      IsMultipleChoice: false,
      ProgramGroup: null,
      ProgramChoices: [],
    };
    expect(toUpdateFormFields(single)).toEqual({
      AccountId: ACCOUNT_ID,
      PreferredLanguage: 'fr',
      FirstName: 'Awa',
      ProgramId: 'p-info',
    });
  });

  it('ProgramChoicesJson keeps only the four documented keys', () => {
    const withExtra = {
      ...rankingUpdate,
      ProgramChoices: [{ ProgramId: 'p', Priority: 1, ProgramName: 'P', ShortName: 'S', selected: true }],
    };
    expect(toUpdateFormFields(withExtra).ProgramChoicesJson).toBe(
      '[{"ProgramId":"p","Priority":1,"ProgramName":"P","ShortName":"S"}]',
    );
  });

  it('never sends an empty, null or undefined value, and always AccountId and fr (property)', () => {
    const value = fc.option(fc.constantFrom('', '  ', 'x', 'Dakar', 'é'), { nil: undefined });
    const nullable = fc.oneof(value, fc.constant(null));
    fc.assert(
      fc.property(
        fc.record({
          FirstName: nullable,
          BirthDate: nullable,
          Address: nullable,
          UfrId: nullable,
          ProgramId: nullable,
        }),
        fc.option(fc.boolean(), { nil: null }),
        (fields, multiple) => {
          const data = toUpdateFormData({
            ...fields,
            AccountId: ACCOUNT_ID,
            PreferredLanguage: 'fr',
            IsMultipleChoice: multiple,
          });
          for (const [, sent] of data.entries()) expect(String(sent).trim()).not.toBe('');
          expect(data.get('AccountId')).toBe(ACCOUNT_ID);
          expect(data.get('PreferredLanguage')).toBe('fr');
          expect(data.has('IsMultipleChoice')).toBe(multiple === true);
        },
      ),
    );
  });
});

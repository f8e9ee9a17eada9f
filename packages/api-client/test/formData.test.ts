import { describe, expect, it } from 'vitest';
import { toUpdateFormData, toUpdateFormFields, type UpdateWithChoicesFields } from '../src/index';
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
});

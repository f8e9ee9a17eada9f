import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';
import { ACCOUNT_IDS, getJson, login, putChoices } from './helpers';

let sandbox: RunningSandbox;
let soumis: string;
let unique: string;
let multiple: string;
beforeAll(async () => {
  sandbox = await startSandbox(0, { devRoutes: true });
  const tokenOf = async (email: string) => (await login(sandbox.url, email)).access_token;
  soumis = await tokenOf('candidat.soumis@example.org');
  unique = await tokenOf('candidat.unique@example.org');
  multiple = await tokenOf('candidat.multiple@example.org');
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
});

const PV = { ProgramId: 'prog-productions-vegetales', ProgramName: 'Productions végétales', ShortName: 'PV' };
const PA = { ProgramId: 'prog-productions-animales', ProgramName: 'Productions animales', ShortName: 'PA' };
const AGF = { ProgramId: 'prog-agroforesterie', ProgramName: 'Agroforesterie', ShortName: 'AGF' };

function baseFields(accountId: string, bacResultId: string): Record<string, string> {
  return {
    FirstName: 'Aminata',
    LastName: 'Diop',
    AccountId: accountId,
    BirthDate: '2006-03-14',
    Nationality: 'Sénégalaise',
    SeriesId: 'S2',
    PreferredLanguage: 'fr',
    BacResultId: bacResultId,
    UfrId: 'ufr-s2ata',
  };
}
const soumisFields = () => baseFields(ACCOUNT_IDS.soumis, 'BAC-2025-S2-118734');
const uniqueFields = () => baseFields(ACCOUNT_IDS.unique, 'BAC-2025-S2-120551');
const ranking = (choices: unknown) => ({
  IsMultipleChoice: 'true',
  ProgramGroup: 'Sciences Agronomiques',
  ProgramChoicesJson: typeof choices === 'string' ? choices : JSON.stringify(choices),
});

async function storedApplication(token: string, accountId: string, candidateId: string) {
  const list = (await (
    await getJson(
      `${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${accountId}`,
      token,
    )
  ).json()) as { data: Record<string, unknown>[] };
  const details = (await (
    await getJson(`${sandbox.url}/api/candidate-service/Candidate/application-details/${candidateId}`, token)
  ).json()) as { data: Record<string, unknown> };
  const stored: Record<string, unknown> = {
    ...list.data.find((a) => a.candidateId === candidateId),
    ...details.data,
  };
  // Document links are signed anew on every answer (their end moves with the clock): compared by path.
  for (const key of ['cinUrl', 'autreDocUrl'])
    if (typeof stored[key] === 'string') stored[key] = (stored[key] as string).split('?')[0];
  return stored;
}

async function expectRejected(response: Response, message: RegExp | string, status = 400) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { isSuccess: boolean; message: string };
  expect(body.isSuccess).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('update-with-choices: successes are visible on the next read', () => {
  it('re-ranks the three specialities of a multiple-choice application', async () => {
    const response = await putChoices(sandbox.url, soumis, {
      ...soumisFields(),
      ...ranking([
        { ...PA, Priority: 1 },
        { ...PV, Priority: 2 },
        { ...AGF, Priority: 3 },
      ]),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { isSuccess: boolean }).isSuccess).toBe(true);
    const stored = await storedApplication(soumis, ACCOUNT_IDS.soumis, 'CAND-2025-00142');
    expect(stored.applicationType).toBe('multiple_choice');
    expect(stored.programId).toBe(PA.ProgramId);
    expect(stored.programGroup).toBe('Sciences Agronomiques');
    expect(
      (stored.choices as { programId: string; priority: number }[]).map((c) => [c.priority, c.programId]),
    ).toEqual([
      [1, PA.ProgramId],
      [2, PV.ProgramId],
      [3, AGF.ProgramId],
    ]);
  });

  it('switches a ranking to a single other programme', async () => {
    const response = await putChoices(sandbox.url, soumis, {
      ...soumisFields(),
      ProgramId: 'prog-physique-chimie',
    });
    expect(response.status).toBe(200);
    const stored = await storedApplication(soumis, ACCOUNT_IDS.soumis, 'CAND-2025-00142');
    expect(stored).toMatchObject({
      applicationType: 'single_choice',
      programId: 'prog-physique-chimie',
      programName: 'Physique-Chimie',
      programGroup: null,
      choices: [],
    });
  });

  it('switches a single choice to a ranking, accepting the group id as ProgramGroup', async () => {
    const response = await putChoices(sandbox.url, unique, {
      ...uniqueFields(),
      ...ranking([
        { ...AGF, Priority: 1 },
        { ...PA, Priority: 2 },
        { ...PV, Priority: 3 },
      ]),
      ProgramGroup: 'grp-sciences-agronomiques',
    });
    expect(response.status).toBe(200);
    const stored = await storedApplication(unique, ACCOUNT_IDS.unique, 'CAND-2025-00157');
    expect(stored.applicationType).toBe('multiple_choice');
    expect((stored.choices as unknown[]).length).toBe(3);
  });
});

describe('update-with-choices: every bad payload is a 400 with a French message and changes nothing', () => {
  const cases: [string, () => Record<string, string>, RegExp | string][] = [
    [
      'neither ProgramId nor a ranking',
      () => soumisFields(),
      'Vous devez soit classer les 3 spécialités Sciences Agronomiques, soit choisir un autre programme.',
    ],
    [
      'both ProgramId and a ranking',
      () => ({
        ...soumisFields(),
        ProgramId: 'prog-physique-chimie',
        ...ranking([
          { ...PV, Priority: 1 },
          { ...PA, Priority: 2 },
          { ...AGF, Priority: 3 },
        ]),
      }),
      /pas les deux/,
    ],
    ['an unknown programme', () => ({ ...soumisFields(), ProgramId: 'prog-inconnu' }), /Programme inconnu/],
    [
      'a programme the series does not open',
      () => ({ ...soumisFields(), ProgramId: 'prog-lettres-modernes' }),
      /n’est pas ouvert à la série S2/,
    ],
    [
      'IsMultipleChoice other than "true"',
      () => ({ ...soumisFields(), ...ranking([]), IsMultipleChoice: 'false' }),
      /IsMultipleChoice/,
    ],
    [
      'a ranking without ProgramGroup',
      () => {
        const { ProgramGroup: _g, ...rest } = ranking([
          { ...PV, Priority: 1 },
          { ...PA, Priority: 2 },
          { ...AGF, Priority: 3 },
        ]);
        return { ...soumisFields(), ...rest };
      },
      /ProgramGroup/,
    ],
    [
      'a ranking without ProgramChoicesJson',
      () => ({ ...soumisFields(), IsMultipleChoice: 'true', ProgramGroup: 'Sciences Agronomiques' }),
      /ProgramChoicesJson/,
    ],
    [
      'an unknown group',
      () => ({
        ...soumisFields(),
        ...ranking([
          { ...PV, Priority: 1 },
          { ...PA, Priority: 2 },
          { ...AGF, Priority: 3 },
        ]),
        ProgramGroup: 'Médecine',
      }),
      /Groupe de programmes inconnu/,
    ],
    [
      'ProgramChoicesJson that is not JSON',
      () => ({ ...soumisFields(), ...ranking('[{"ProgramId": ') }),
      /JSON valide/,
    ],
    [
      'ProgramChoicesJson that is not a list',
      () => ({ ...soumisFields(), ...ranking({ ...PV, Priority: 1 }) }),
      /liste/,
    ],
    [
      'only two specialities ranked',
      () => ({
        ...soumisFields(),
        ...ranking([
          { ...PV, Priority: 1 },
          { ...PA, Priority: 2 },
        ]),
      }),
      /3 spécialités/,
    ],
    [
      'four choices',
      () => ({
        ...soumisFields(),
        ...ranking([
          { ...PV, Priority: 1 },
          { ...PA, Priority: 2 },
          { ...AGF, Priority: 3 },
          { ...AGF, Priority: 3 },
        ]),
      }),
      /3 spécialités/,
    ],
    [
      'a speciality ranked twice',
      () => ({
        ...soumisFields(),
        ...ranking([
          { ...PV, Priority: 1 },
          { ...PV, Priority: 2 },
          { ...AGF, Priority: 3 },
        ]),
      }),
      /chacune une seule fois/,
    ],
    [
      'a programme outside the group',
      () => ({
        ...soumisFields(),
        ...ranking([
          { ...PV, Priority: 1 },
          { ...PA, Priority: 2 },
          { ProgramId: 'prog-physique-chimie', Priority: 3, ProgramName: 'Physique-Chimie', ShortName: 'PC' },
        ]),
      }),
      /3 spécialités Sciences Agronomiques/,
    ],
    [
      'the same priority twice',
      () => ({
        ...soumisFields(),
        ...ranking([
          { ...PV, Priority: 1 },
          { ...PA, Priority: 1 },
          { ...AGF, Priority: 3 },
        ]),
      }),
      /Les priorités doivent être 1, 2 et 3/,
    ],
    [
      'a priority out of 1-3',
      () => ({
        ...soumisFields(),
        ...ranking([
          { ...PV, Priority: 1 },
          { ...PA, Priority: 2 },
          { ...AGF, Priority: 4 },
        ]),
      }),
      /Les priorités doivent être 1, 2 et 3/,
    ],
    [
      'a priority that is not a number',
      () => ({
        ...soumisFields(),
        ...ranking([
          { ...PV, Priority: '1' },
          { ...PA, Priority: 2 },
          { ...AGF, Priority: 3 },
        ]),
      }),
      /Priority/,
    ],
    [
      'a missing AccountId',
      () => {
        const { AccountId: _a, ...rest } = soumisFields();
        return { ...rest, ProgramId: 'prog-physique-chimie' };
      },
      /«\u00a0AccountId\u00a0» est obligatoire/,
    ],
    [
      'a PreferredLanguage other than fr',
      () => ({ ...soumisFields(), PreferredLanguage: 'en', ProgramId: 'prog-physique-chimie' }),
      /PreferredLanguage/,
    ],
  ];

  it.each(cases)('%s', async (_name, fields, message) => {
    const before = await storedApplication(soumis, ACCOUNT_IDS.soumis, 'CAND-2025-00142');
    await expectRejected(await putChoices(sandbox.url, soumis, fields()), message);
    expect(await storedApplication(soumis, ACCOUNT_IDS.soumis, 'CAND-2025-00142')).toEqual(before);
  });

  it('refuses a form that is not multipart', async () => {
    const response = await fetch(`${sandbox.url}/api/candidate-service/Candidate/update-with-choices`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${soumis}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...soumisFields(), ProgramId: 'prog-physique-chimie' }),
    });
    await expectRejected(response, /multipart\/form-data/);
  });

  it('refuses a field sent twice', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...soumisFields(), ProgramId: 'prog-physique-chimie' }))
      form.append(name, value);
    form.append('ProgramId', 'prog-economie-gestion');
    const response = await fetch(`${sandbox.url}/api/candidate-service/Candidate/update-with-choices`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${soumis}` },
      body: form,
    });
    await expectRejected(response, /plusieurs fois/);
  });

  it("refuses with 403 to change another account's application", async () => {
    const before = await storedApplication(unique, ACCOUNT_IDS.unique, 'CAND-2025-00157');
    await expectRejected(
      await putChoices(sandbox.url, soumis, { ...uniqueFields(), ProgramId: 'prog-physique-chimie' }),
      /propre candidature/,
      403,
    );
    expect(await storedApplication(unique, ACCOUNT_IDS.unique, 'CAND-2025-00157')).toEqual(before);
  });

  it('refuses an account whose applications are no longer submitted', async () => {
    const fields = {
      ...baseFields(ACCOUNT_IDS.multiple, 'BAC-2025-S1-007781'),
      ProgramId: 'prog-physique-chimie',
    };
    const before = await storedApplication(multiple, ACCOUNT_IDS.multiple, 'CAND-2025-00203');
    await expectRejected(await putChoices(sandbox.url, multiple, fields), /Soumise/);
    expect(await storedApplication(multiple, ACCOUNT_IDS.multiple, 'CAND-2025-00203')).toEqual(before);
  });
});

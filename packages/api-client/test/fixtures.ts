// Sample payloads typed with the generated types: a misspelt field fails typecheck.
import type {
  ApplicationDetails,
  BacResult,
  EligibleProgram,
  EligibleProgramsData,
  UpdateWithChoicesFields,
} from '../src/index';
import type { components } from '../src/generated/candidate-service';

export type Envelope<T> = { isSuccess: boolean; data?: T; message?: string | null };
export type ListEnvelope = components['schemas']['ApplicationListEnvelope'];
/** An application as the contract has it (what a server sends; the client reads it tolerantly). */
export type Application = components['schemas']['Application'];

export const ACCOUNT_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

export const application: Application = {
  candidateId: 'cand-1',
  accountId: ACCOUNT_ID,
  bacFirstName: 'Awa',
  bacLastName: 'Ndiaye',
  bacNationality: 'Sénégalaise',
  bacSerie: 'S2',
  bacResultId: 'bac-1',
  bacDob: '2005-03-14',
  bacPlaceOfBirth: 'Thiès',
  applicationType: 'multiple_choice',
  programId: null,
  programName: null,
  programGroup: 'AGRO',
  ufrName: 'UFR Sciences Agronomiques',
  status: 'submitted',
  submissionDate: '2025-07-01T10:00:00Z',
  score: 14.25,
  cinUrl: 'https://files.example.org/cin.pdf',
  autreDocUrl: null,
  email: 'awa@example.org',
  phone: '+221770000000',
  choices: [],
};

export const details: ApplicationDetails = {
  candidateId: 'cand-1',
  choices: [
    {
      id: 'c1',
      programId: 'p-agro',
      programName: 'Agronomie',
      priority: 1,
      score: 14.25,
      status: 'pending',
      rank: null,
    },
    {
      id: 'c2',
      programId: 'p-halieu',
      programName: 'Halieutique',
      priority: 2,
      score: null,
      status: 'waitlisted',
      rank: 12,
    },
  ],
  cinUrl: 'https://files.example.org/cin.pdf',
  autreDocUrl: null,
  email: 'awa@example.org',
  phone: '+221770000000',
  score: 14.25,
  programName: null,
  programGroup: 'AGRO',
  ufrName: 'UFR Sciences Agronomiques',
};

export const bacResult: BacResult = {
  grades: { Mathématiques: 15.5, 'Sciences physiques': 9.75 },
  coefs: { Mathématiques: 5, 'Sciences physiques': 4 },
};

const agro: EligibleProgram[] = [
  { programId: 'p-agro', programName: 'Agronomie', shortName: 'AGRO' },
  { programId: 'p-halieu', programName: 'Halieutique', shortName: 'HAL' },
  { programId: 'p-elevage', programName: 'Productions animales', shortName: 'PA' },
];

export const eligible: EligibleProgramsData = {
  programs: [...agro, { programId: 'p-info', programName: 'Informatique', shortName: 'INFO' }],
  groupInfo: { groupId: 'g-agro', groupName: 'Sciences Agronomiques', programs: agro },
  isMandatoryFullRanking: true,
  hasMultipleChoices: true,
};

export const rankingUpdate: UpdateWithChoicesFields = {
  FirstName: 'Awa',
  LastName: 'Ndiaye',
  AccountId: ACCOUNT_ID,
  BirthDate: '2005-03-14',
  Address: '',
  Nationality: 'Sénégalaise',
  SeriesId: 'S2',
  PreferredLanguage: 'fr',
  BacResultId: 'bac-1',
  UfrId: null,
  IsMultipleChoice: true,
  ProgramGroup: 'g-agro',
  ProgramChoices: agro.map((p, index) => ({
    ProgramId: p.programId,
    Priority: index + 1,
    ProgramName: p.programName,
    ShortName: p.shortName,
  })),
};

export function ok<T>(data: T): Envelope<T> {
  return { isSuccess: true, data, message: null };
}

// The generated types are enforced: if these stop being errors, the contract lost a field check.
// @ts-expect-error `bacSeries` is not a field of Application (it is `bacSerie`).
const _misspelt: Application = { ...application, bacSeries: 'S2' };
// @ts-expect-error `archived` is not an application status.
const _unknownStatus: Application = { ...application, status: 'archived' };

import type { Application } from '../screens/CandidateDashboard/types';

// Sample applications of the candidate dashboard (stories and tests): a single choice, and a
// ranking of the three agronomy specialities.
const grades = {
  Mathématiques: 14.5,
  'Sciences physiques': 12,
  'Sciences de la vie et de la terre': 15.25,
  Français: 9,
  Anglais: 11,
  Philosophie: 7.5,
};
const coefs = {
  Mathématiques: 5,
  'Sciences physiques': 5,
  'Sciences de la vie et de la terre': 6,
  Français: 3,
  Anglais: 2,
  Philosophie: 2,
};

export const sampleSingleChoiceApplication: Application = {
  candidateId: 'cand-001',
  accountId: '5f0c7a4e-2b1d-4c8e-9a51-3d6f2e8b9c10',
  bacFirstName: 'Aminata',
  bacLastName: 'Diallo',
  bacNationality: 'Sénégalaise',
  bacSerie: 'S2',
  bacResultId: 'bac-2025-0001',
  bacDob: '2006-03-14',
  bacPlaceOfBirth: 'Thiès',
  applicationType: 'single_choice',
  programId: 'prog-info',
  programName: 'Licence Informatique',
  programGroup: null,
  ufrName: 'UFR Sciences et Technologies',
  status: 'submitted',
  submissionDate: '2025-07-14T09:30:00Z',
  score: 14.256,
  cinUrl: 'https://example.org/documents/cand-001/cni.pdf',
  autreDocUrl: 'https://example.org/documents/cand-001/releve.pdf',
  email: 'aminata.diallo@example.org',
  phone: '+221 77 123 45 67',
  choices: [],
  grades,
  coefs,
  gradesStatus: 'ready',
  detailsStatus: 'ready',
  canChangeProgram: true,
  choiceMode: 'single',
};

export const sampleMultipleChoiceApplication: Application = {
  ...sampleSingleChoiceApplication,
  applicationType: 'multiple_choice',
  choiceMode: 'multiple',
  programId: null,
  programName: 'Sciences Agronomiques',
  programGroup: 'grp-agro',
  choices: [
    {
      id: 'ch-1',
      programId: 'prog-agro-veg',
      programName: 'Productions végétales',
      priority: 1,
      score: 14.2,
      status: 'waitlisted',
      rank: 12,
    },
    {
      id: 'ch-2',
      programId: 'prog-agro-ani',
      programName: 'Productions animales',
      priority: 2,
      score: 13.1,
      status: 'pending',
      rank: null,
    },
    {
      id: 'ch-3',
      programId: 'prog-agro-for',
      programName: 'Foresterie et agroforesterie',
      priority: 3,
      score: 12.8,
      status: 'rejected',
      rank: null,
    },
  ],
};

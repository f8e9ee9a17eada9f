import type { StaffApplication } from '../screens/ApplicationsList/types';
import type { CandidateFileView } from '../screens/CandidateFile/types';

// Hard-coded sample lists (the spec's staff screens make no server call). The portal shows exactly
// these, as Storybook does.
export const universiteApplications: readonly StaffApplication[] = [
  {
    id: 'u-001',
    firstName: 'Aminata',
    lastName: 'Diallo',
    email: 'aminata.diallo@example.org',
    status: 'pending',
    documents: [
      { name: 'Relevé de notes du baccalauréat', url: 'https://example.org/documents/u-001/releve.pdf' },
      { name: "Carte d'identité", url: 'https://example.org/documents/u-001/cni.pdf' },
    ],
  },
  {
    id: 'u-002',
    firstName: 'Moussa',
    lastName: 'Sow',
    email: 'moussa.sow@example.org',
    status: 'accepted',
    documents: [{ name: 'Diplôme du baccalauréat', url: 'https://example.org/documents/u-002/diplome.pdf' }],
  },
  {
    id: 'u-003',
    firstName: 'Fatou',
    lastName: 'Ndiaye',
    email: 'fatou.ndiaye@example.org',
    status: 'rejected',
    documents: [],
  },
];

export const coranApplications: readonly StaffApplication[] = [
  {
    id: 'c-001',
    firstName: 'Ibrahima',
    lastName: 'Fall',
    email: 'ibrahima.fall@example.org',
    status: 'pending',
    documents: [
      { name: 'Attestation de mémorisation', url: 'https://example.org/documents/c-001/attestation.pdf' },
    ],
  },
  {
    id: 'c-002',
    firstName: 'Khadija',
    lastName: 'Ba',
    email: 'khadija.ba@example.org',
    status: 'accepted',
    documents: [{ name: 'Acte de naissance', url: 'https://example.org/documents/c-002/acte.pdf' }],
  },
];

export const majalisApplications: readonly StaffApplication[] = [
  {
    id: 'm-001',
    firstName: 'Cheikh',
    lastName: 'Mbaye',
    email: 'cheikh.mbaye@example.org',
    status: 'pending',
    documents: [{ name: 'Lettre de motivation', url: 'https://example.org/documents/m-001/lettre.pdf' }],
  },
  {
    id: 'm-002',
    firstName: 'Mariama',
    lastName: 'Cissé',
    email: 'mariama.cisse@example.org',
    status: 'rejected',
    documents: [
      { name: "Carte d'identité", url: 'https://example.org/documents/m-002/cni.pdf' },
      { name: 'Certificat de résidence', url: 'https://example.org/documents/m-002/residence.pdf' },
    ],
  },
];

/** « Dossier du candidat » of Aminata Diallo: pending, ranked choices, grades above and below 10, a change of choice. */
export const sampleCandidateFile: CandidateFileView = {
  application: {
    ...universiteApplications[0]!,
    score: 13.42,
    mainChoice: { programId: 'prog-productions-vegetales', programName: 'Productions végétales' },
    submissionDate: '2025-07-08T10:24:00Z',
  },
  birthDate: '2006-03-14',
  placeOfBirth: 'Thiès',
  nationality: 'Sénégalaise',
  phone: '+221 77 412 58 03',
  bacSerie: 'S2',
  bacResultId: 'BAC-2025-S2-004127',
  bacResult: {
    grades: {
      Mathématiques: 13.5,
      'Physique-Chimie': 12,
      SVT: 15.25,
      Français: 9.5,
      Anglais: 11,
      Philosophie: 8,
    },
    coefs: { Mathématiques: 5, 'Physique-Chimie': 6, SVT: 6, Français: 3, Anglais: 2, Philosophie: 2 },
  },
  choices: [
    { rank: 2, programId: 'prog-agroforesterie', programName: 'Agroforesterie' },
    { rank: 1, programId: 'prog-productions-vegetales', programName: 'Productions végétales' },
    { rank: 3, programId: 'prog-productions-animales', programName: 'Productions animales' },
  ],
  history: [
    { kind: 'submitted', at: '2025-07-08T10:24:00Z' },
    { kind: 'choiceChanged', at: '2025-07-20T16:05:00Z', receiptReference: 'MOD-2025-00142-01' },
  ],
};

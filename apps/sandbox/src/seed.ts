import type {
  ApplicationRecord,
  ProgramKind,
  BacResultRecord,
  CapacityRecord,
  ChoiceRecord,
  Program,
  ProgramGroup,
  UserRecord,
} from './model';

/** The one password of every demo account. */
export const DEMO_PASSWORD = 'Admission#2025';

export type SeedUser = Omit<UserRecord, 'passwordHash' | 'createdTimestamp'> & { shows: string };

const CREATED = Date.parse('2025-05-12T08:30:00Z');
export const SEED_CREATED_TIMESTAMP = CREATED;

function user(
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  realmRoles: string[],
  shows: string,
  extra: Partial<SeedUser> = {},
): SeedUser {
  return {
    id,
    username: email,
    email,
    firstName,
    lastName,
    enabled: true,
    emailVerified: true,
    requiredActions: [],
    realmRoles,
    clientRoles: {},
    shows,
    ...extra,
  };
}

export const ACCOUNT_IDS = {
  soumis: '3f6c2a1e-8b4d-4c7a-9e21-5d0f7b3a9c01',
  unique: '7a1d9e42-2c6b-4f58-8d3e-0b9c4e7f2a12',
  accepte: 'c2e8b5f1-4d7a-4b39-a6c2-8f1e3d5b7a23',
  multiple: '9d4f7c3a-6e1b-4a82-b5d9-2c7e0f4a8b34',
  rejete: '5b8e2d6f-1a3c-4e97-8f4b-6d2a9c1e3f45',
  nouveau: 'e1a7c9d3-5f2b-4d68-9a1e-7b3f5c8d2e56',
  nonverifie: '2c9f4e7b-8d1a-4b53-a7e6-3f0d8b2c5a67',
  desactive: '8e3b6a1d-4c9f-4e27-b8d1-5a7c2e9f0b78',
  admin: '4d7a2f9e-3b6c-4a15-9c8e-1f5b7d3a6c89',
  pedagogie: '6f1c8e4a-9d2b-4f76-a3c5-7e9b1d4f2a90',
  coran: 'a5e9d2c7-1f8b-4c34-b6a9-4d2e8f1c7b01',
  majalis: 'b8c3f6a2-7e4d-4a91-8c5f-2b6d9e3a1c12',
  sansrole: 'd3f8a1e6-2b9c-4d47-9e3a-8c1f5b7d4e23',
} as const;

export const SEED_USERS: SeedUser[] = [
  user(
    ACCOUNT_IDS.soumis,
    'candidat.soumis@example.org',
    'Aminata',
    'Diop',
    ['candidate'],
    'candidature à choix multiples soumise, 3 spécialités classées',
  ),
  user(
    ACCOUNT_IDS.unique,
    'candidat.unique@example.org',
    'Moussa',
    'Ndiaye',
    ['candidate'],
    'candidature à choix unique soumise (modifiable)',
  ),
  user(
    ACCOUNT_IDS.accepte,
    'candidat.accepte@example.org',
    'Fatou',
    'Sow',
    ['student'],
    'candidature acceptée',
    { clientRoles: { 'auth-service': ['student'] } },
  ),
  user(
    ACCOUNT_IDS.multiple,
    'candidat.multiple@example.org',
    'Ousmane',
    'Ba',
    ['candidate'],
    'deux candidatures (en cours d’examen, liste d’attente)',
  ),
  user(
    ACCOUNT_IDS.rejete,
    'candidat.rejete@example.org',
    'Mariama',
    'Diallo',
    ['candidate'],
    'candidature non retenue, aucun document',
  ),
  user(
    ACCOUNT_IDS.nouveau,
    'candidat.nouveau@example.org',
    'Ibrahima',
    'Fall',
    ['candidate'],
    'aucune candidature',
  ),
  user(
    ACCOUNT_IDS.nonverifie,
    'candidat.nonverifie@example.org',
    'Awa',
    'Faye',
    ['candidate'],
    'e-mail non vérifié ("Account is not fully set up"\u202f; lien dans /_outbox)',
    { emailVerified: false, requiredActions: ['VERIFY_EMAIL'] },
  ),
  user(
    ACCOUNT_IDS.desactive,
    'compte.desactive@example.org',
    'Cheikh',
    'Sarr',
    ['candidate'],
    'compte désactivé ("Account disabled")',
    { enabled: false },
  ),
  user(ACCOUNT_IDS.admin, 'admin@example.org', 'Abdoulaye', 'Sy', ['admin'], 'personnel : admin'),
  user(
    ACCOUNT_IDS.pedagogie,
    'pedagogie@example.org',
    'Khadija',
    'Gueye',
    ['pedagogy_admin'],
    'personnel : pedagogy_admin',
  ),
  user(
    ACCOUNT_IDS.coran,
    'coran@example.org',
    'Serigne',
    'Mbacké',
    ['quran_teacher'],
    'personnel : quran_teacher',
  ),
  user(
    ACCOUNT_IDS.majalis,
    'majalis@example.org',
    'Mame Diarra',
    'Kane',
    ['majalis_teacher'],
    'personnel : majalis_teacher',
  ),
  user(
    ACCOUNT_IDS.sansrole,
    'personnel.sansrole@example.org',
    'Ndèye',
    'Seck',
    ['bibliothecaire'],
    'aucun rôle du portail (refusé par le portail candidat)',
  ),
];

const UFR = {
  agro: {
    ufrId: 'ufr-s2ata',
    ufrName: 'UFR des Sciences Agronomiques, de l’Aquaculture et des Technologies Alimentaires',
  },
  sat: { ufrId: 'ufr-sat', ufrName: 'UFR des Sciences Appliquées et de Technologie' },
  seg: { ufrId: 'ufr-seg', ufrName: 'UFR des Sciences Économiques et de Gestion' },
  lsh: { ufrId: 'ufr-lsh', ufrName: 'UFR des Lettres et Sciences Humaines' },
  sjp: { ufrId: 'ufr-sjp', ufrName: 'UFR des Sciences Juridiques et Politiques' },
} as const;

const AGRO_GROUP: ProgramGroup = {
  groupId: 'grp-sciences-agronomiques',
  groupName: 'Sciences Agronomiques',
  programIds: ['prog-productions-vegetales', 'prog-productions-animales', 'prog-agroforesterie'],
};

export const PROGRAMS: Program[] = [
  {
    programId: 'prog-productions-vegetales',
    programName: 'Productions végétales',
    shortName: 'PV',
    groupId: AGRO_GROUP.groupId,
    ...UFR.agro,
  },
  {
    programId: 'prog-productions-animales',
    programName: 'Productions animales',
    shortName: 'PA',
    groupId: AGRO_GROUP.groupId,
    ...UFR.agro,
  },
  {
    programId: 'prog-agroforesterie',
    programName: 'Agroforesterie',
    shortName: 'AGF',
    groupId: AGRO_GROUP.groupId,
    ...UFR.agro,
  },
  {
    programId: 'prog-mathematiques-informatique',
    programName: 'Mathématiques et Informatique',
    shortName: 'MI',
    groupId: null,
    ...UFR.sat,
  },
  {
    programId: 'prog-physique-chimie',
    programName: 'Physique-Chimie',
    shortName: 'PC',
    groupId: null,
    ...UFR.sat,
  },
  {
    programId: 'prog-economie-gestion',
    programName: 'Sciences Économiques et de Gestion',
    shortName: 'SEG',
    groupId: null,
    ...UFR.seg,
  },
  {
    programId: 'prog-lettres-modernes',
    programName: 'Lettres Modernes',
    shortName: 'LM',
    groupId: null,
    ...UFR.lsh,
  },
  {
    programId: 'prog-etudes-anglaises',
    programName: 'Études Anglaises',
    shortName: 'ANG',
    groupId: null,
    ...UFR.lsh,
  },
  { programId: 'prog-sociologie', programName: 'Sociologie', shortName: 'SOC', groupId: null, ...UFR.lsh },
  {
    programId: 'prog-sciences-juridiques',
    programName: 'Sciences Juridiques',
    shortName: 'DRT',
    groupId: null,
    ...UFR.sjp,
  },
];

export const GROUPS: ProgramGroup[] = [AGRO_GROUP];

/** Programmes (and groups) each baccalaureate series gives access to. */
export const ELIGIBILITY: Record<string, { programIds: string[]; groupId: string | null }> = {
  S1: {
    groupId: AGRO_GROUP.groupId,
    programIds: [
      ...AGRO_GROUP.programIds,
      'prog-mathematiques-informatique',
      'prog-physique-chimie',
      'prog-economie-gestion',
    ],
  },
  S2: {
    groupId: AGRO_GROUP.groupId,
    programIds: [
      ...AGRO_GROUP.programIds,
      'prog-mathematiques-informatique',
      'prog-physique-chimie',
      'prog-economie-gestion',
      'prog-sociologie',
    ],
  },
  S3: {
    groupId: AGRO_GROUP.groupId,
    programIds: [...AGRO_GROUP.programIds, 'prog-mathematiques-informatique', 'prog-physique-chimie'],
  },
  L1: {
    groupId: null,
    programIds: [
      'prog-lettres-modernes',
      'prog-etudes-anglaises',
      'prog-sociologie',
      'prog-sciences-juridiques',
    ],
  },
  L2: {
    groupId: null,
    programIds: [
      'prog-lettres-modernes',
      'prog-etudes-anglaises',
      'prog-sociologie',
      'prog-sciences-juridiques',
      'prog-economie-gestion',
    ],
  },
  G: { groupId: null, programIds: ['prog-economie-gestion', 'prog-sciences-juridiques'] },
};

function program(programId: string): Program {
  const found = PROGRAMS.find((p) => p.programId === programId);
  if (!found) throw new Error(`seed: unknown programme ${programId}`);
  return found;
}

function choice(
  id: string,
  programId: string,
  priority: number,
  rest: Partial<ChoiceRecord> = {},
): ChoiceRecord {
  return {
    id,
    programId,
    programName: program(programId).programName,
    priority,
    score: null,
    status: 'pending',
    rank: null,
    ...rest,
  };
}

type Identity = Pick<
  ApplicationRecord,
  | 'accountId'
  | 'bacFirstName'
  | 'bacLastName'
  | 'bacNationality'
  | 'bacSerie'
  | 'bacResultId'
  | 'bacDob'
  | 'bacPlaceOfBirth'
  | 'email'
  | 'phone'
>;

function application(
  identity: Identity,
  rest: Pick<
    ApplicationRecord,
    'candidateId' | 'applicationType' | 'status' | 'submissionDate' | 'score' | 'documents'
  > & {
    programId: string;
    choices?: ChoiceRecord[];
  },
): ApplicationRecord {
  const chosen = program(rest.programId);
  const group = GROUPS.find((g) => g.groupId === chosen.groupId);
  return {
    ...identity,
    ...rest,
    kind: 'universite',
    version: 1,
    decisions: [],
    programId: chosen.programId,
    programName: chosen.programName,
    programGroup: group?.groupName ?? null,
    ufrName: chosen.ufrName,
    choices: rest.choices ?? [],
  };
}

const aminata: Identity = {
  accountId: ACCOUNT_IDS.soumis,
  bacFirstName: 'Aminata',
  bacLastName: 'Diop',
  bacNationality: 'Sénégalaise',
  bacSerie: 'S2',
  bacResultId: 'BAC-2025-S2-118734',
  bacDob: '2006-03-14',
  bacPlaceOfBirth: 'Thiès',
  email: 'candidat.soumis@example.org',
  phone: '+221 77 412 35 68',
};
const moussa: Identity = {
  accountId: ACCOUNT_IDS.unique,
  bacFirstName: 'Moussa',
  bacLastName: 'Ndiaye',
  bacNationality: 'Sénégalaise',
  bacSerie: 'S2',
  bacResultId: 'BAC-2025-S2-120551',
  bacDob: '2005-11-02',
  bacPlaceOfBirth: 'Kaolack',
  email: 'candidat.unique@example.org',
  phone: '+221 76 208 91 14',
};
const fatou: Identity = {
  accountId: ACCOUNT_IDS.accepte,
  bacFirstName: 'Fatou',
  bacLastName: 'Sow',
  bacNationality: 'Sénégalaise',
  bacSerie: 'L2',
  bacResultId: 'BAC-2025-L2-045210',
  bacDob: '2006-07-21',
  bacPlaceOfBirth: 'Saint-Louis',
  email: 'candidat.accepte@example.org',
  phone: '+221 78 655 02 47',
};
const ousmane: Identity = {
  accountId: ACCOUNT_IDS.multiple,
  bacFirstName: 'Ousmane',
  bacLastName: 'Ba',
  bacNationality: 'Mauritanienne',
  bacSerie: 'S1',
  bacResultId: 'BAC-2025-S1-007781',
  bacDob: '2005-01-30',
  bacPlaceOfBirth: 'Matam',
  email: 'candidat.multiple@example.org',
  phone: '+221 70 933 17 82',
};
const mariama: Identity = {
  accountId: ACCOUNT_IDS.rejete,
  bacFirstName: 'Mariama',
  bacLastName: 'Diallo',
  bacNationality: 'Guinéenne',
  bacSerie: 'S3',
  bacResultId: 'BAC-2025-S3-002963',
  bacDob: '2004-09-09',
  bacPlaceOfBirth: 'Labé',
  email: 'candidat.rejete@example.org',
  phone: null,
};

const DEMO_APPLICATIONS: ApplicationRecord[] = [
  application(aminata, {
    candidateId: 'CAND-2025-00142',
    applicationType: 'multiple_choice',
    status: 'submitted',
    submissionDate: '2025-07-08T10:24:00Z',
    score: 13.42,
    documents: { cin: true, autre: true },
    programId: 'prog-productions-vegetales',
    choices: [
      choice('CHX-00142-1', 'prog-productions-vegetales', 1, { score: 13.42 }),
      choice('CHX-00142-2', 'prog-agroforesterie', 2, { score: 13.1 }),
      choice('CHX-00142-3', 'prog-productions-animales', 3, { score: 12.87 }),
    ],
  }),
  application(moussa, {
    candidateId: 'CAND-2025-00157',
    applicationType: 'single_choice',
    status: 'submitted',
    submissionDate: '2025-07-11T15:02:00Z',
    score: 12.86,
    documents: { cin: true, autre: true },
    programId: 'prog-mathematiques-informatique',
  }),
  application(fatou, {
    candidateId: 'CAND-2025-00098',
    applicationType: 'single_choice',
    status: 'approved',
    submissionDate: '2025-06-20T09:45:00Z',
    score: 15.08,
    documents: { cin: true, autre: true },
    programId: 'prog-lettres-modernes',
  }),
  application(ousmane, {
    candidateId: 'CAND-2025-00203',
    applicationType: 'single_choice',
    status: 'reviewing',
    submissionDate: '2025-07-20T09:15:00Z',
    score: 11.73,
    documents: { cin: true, autre: false },
    programId: 'prog-physique-chimie',
  }),
  application(ousmane, {
    candidateId: 'CAND-2025-00061',
    applicationType: 'multiple_choice',
    status: 'waitlisted',
    submissionDate: '2025-06-02T16:40:00Z',
    score: 11.2,
    documents: { cin: true, autre: true },
    programId: 'prog-productions-animales',
    choices: [
      choice('CHX-00061-1', 'prog-productions-animales', 1, { score: 11.2, status: 'waitlisted', rank: 14 }),
      choice('CHX-00061-2', 'prog-productions-vegetales', 2, { score: 10.95, status: 'rejected', rank: 58 }),
      choice('CHX-00061-3', 'prog-agroforesterie', 3, { score: 10.8, status: 'pending' }),
    ],
  }),
  application(mariama, {
    candidateId: 'CAND-2025-00176',
    applicationType: 'single_choice',
    status: 'rejected',
    submissionDate: '2025-07-14T11:30:00Z',
    score: 8.64,
    documents: { cin: false, autre: false },
    programId: 'prog-physique-chimie',
  }),
];

const S_COEFS_S2 = {
  Mathématiques: 5,
  'Physique-Chimie': 6,
  SVT: 6,
  Français: 3,
  Anglais: 2,
  Philosophie: 2,
  'Histoire-Géographie': 2,
  EPS: 1,
};

export const SEED_BAC_RESULTS: BacResultRecord[] = [
  {
    bacResultId: aminata.bacResultId,
    accountId: aminata.accountId,
    bacSerie: 'S2',
    grades: {
      Mathématiques: 13.5,
      'Physique-Chimie': 12,
      SVT: 15.25,
      Français: 9.5,
      Anglais: 11,
      Philosophie: 8,
      'Histoire-Géographie': 10.5,
      EPS: 16,
    },
    coefs: S_COEFS_S2,
  },
  {
    bacResultId: moussa.bacResultId,
    accountId: moussa.accountId,
    bacSerie: 'S2',
    grades: {
      Mathématiques: 15,
      'Physique-Chimie': 14.5,
      SVT: 11,
      Français: 8.5,
      Anglais: 12,
      Philosophie: 7.5,
      'Histoire-Géographie': 9,
      EPS: 14,
    },
    coefs: S_COEFS_S2,
  },
  {
    bacResultId: fatou.bacResultId,
    accountId: fatou.accountId,
    bacSerie: 'L2',
    grades: {
      Philosophie: 14,
      Français: 15.5,
      'Histoire-Géographie': 12,
      Anglais: 16,
      Espagnol: 13,
      Mathématiques: 6.5,
      SVT: 9,
      EPS: 15,
    },
    coefs: {
      Philosophie: 5,
      Français: 4,
      'Histoire-Géographie': 4,
      Anglais: 4,
      Espagnol: 3,
      Mathématiques: 2,
      SVT: 2,
      EPS: 1,
    },
  },
  {
    bacResultId: ousmane.bacResultId,
    accountId: ousmane.accountId,
    bacSerie: 'S1',
    grades: {
      Mathématiques: 11.5,
      'Physique-Chimie': 10,
      SVT: 13,
      Français: 8,
      Anglais: 9.5,
      Philosophie: 6,
      'Histoire-Géographie': 10.25,
      EPS: 12,
    },
    coefs: {
      Mathématiques: 8,
      'Physique-Chimie': 8,
      SVT: 2,
      Français: 3,
      Anglais: 2,
      Philosophie: 2,
      'Histoire-Géographie': 2,
      EPS: 1,
    },
  },
  {
    bacResultId: mariama.bacResultId,
    accountId: mariama.accountId,
    bacSerie: 'S3',
    grades: {
      Mathématiques: 7,
      'Sciences Physiques': 8.5,
      Technologie: 11,
      Français: 9,
      Anglais: 10.5,
      Philosophie: 6.5,
      EPS: 13,
    },
    coefs: {
      Mathématiques: 6,
      'Sciences Physiques': 6,
      Technologie: 6,
      Français: 3,
      Anglais: 2,
      Philosophie: 2,
      EPS: 1,
    },
  },
];

// Applications of candidates without a demo account, so the staff lists have pages to go through
// (60 by default, plus the demo candidates' own six, all in the university list; SANDBOX_SEED_SIZE
// asks for another number, 10,000 for the staff lists' benchmark). Deterministic: the same size
// gives the same applications, grades and scores.
const FIRST_NAMES = [
  'Adama',
  'Aïssatou',
  'Babacar',
  'Binta',
  'Cheikh',
  'Coumba',
  'Daouda',
  'Dieynaba',
  'El Hadji',
  'Fatoumata',
  'Gora',
  'Habibatou',
  'Idrissa',
  'Khady',
  'Lamine',
  'Maimouna',
  'Modou',
  'Ndeye',
  'Omar',
  'Penda',
];
const LAST_NAMES = [
  'Ndour',
  'Cissé',
  'Kane',
  'Thiam',
  'Sène',
  'Diouf',
  'Touré',
  'Camara',
  'Wade',
  'Niang',
  'Mbaye',
  'Seck',
];
const KIND_PROGRAMS: Record<ProgramKind, { programId: string; programName: string; ufrName: string }[]> = {
  universite: [],
  coran: [
    {
      programId: 'prog-coran-memorisation',
      programName: 'Mémorisation du Coran',
      ufrName: 'Institut du Coran',
    },
    { programId: 'prog-coran-tajwid', programName: 'Tajwid et récitation', ufrName: 'Institut du Coran' },
  ],
  majalis: [
    { programId: 'prog-majalis-fiqh', programName: 'Majalis de fiqh', ufrName: 'Majalis' },
    { programId: 'prog-majalis-sira', programName: 'Majalis de sîra', ufrName: 'Majalis' },
  ],
};
const UNIVERSITY_PROGRAMS = [
  'prog-mathematiques-informatique',
  'prog-lettres-modernes',
  'prog-sociologie',
  'prog-economie-gestion',
];
/** The default number of generated applications, and how they split across the kinds (28, 17, 15). */
export const DEFAULT_SEED_SIZE = 60;
function kindCounts(size: number): [ProgramKind, number][] {
  const universite = Math.round((size * 28) / DEFAULT_SEED_SIZE);
  const coran = Math.round((size * 17) / DEFAULT_SEED_SIZE);
  return [
    ['universite', universite],
    ['coran', coran],
    ['majalis', Math.max(0, size - universite - coran)],
  ];
}

/** The series L2's coefficients (Fatou's), for the generated candidates' grades. */
const L2_COEFS: Record<string, number> = {
  Philosophie: 5,
  Français: 4,
  'Histoire-Géographie': 4,
  Anglais: 4,
  Espagnol: 3,
  Mathématiques: 2,
  SVT: 2,
  EPS: 1,
};
const GRADE_STEPS = [7, 11, 13, 17, 19, 23, 29, 31];

/** A generated candidate's marks (5 to 19, by halves) and the score they make (weighted mean, 2 decimals). */
function generatedGrades(n: number): { grades: Record<string, number>; score: number } {
  const grades: Record<string, number> = {};
  let weighted = 0;
  let weights = 0;
  Object.entries(L2_COEFS).forEach(([subject, coef], index) => {
    const mark = 5 + (((n + 3) * (GRADE_STEPS[index] ?? 7)) % 29) / 2;
    grades[subject] = mark;
    weighted += mark * coef;
    weights += coef;
  });
  return { grades, score: Math.round((weighted / weights) * 100) / 100 };
}
const STATUS_CYCLE: ApplicationRecord['status'][] = [
  'submitted',
  'approved',
  'submitted',
  'rejected',
  'reviewing',
  'submitted',
  'waitlisted',
];

function generatedApplications(size: number): ApplicationRecord[] {
  const records: ApplicationRecord[] = [];
  // Each programme's waiting list ranked 1, 2, … in the order generated, so a selection continues it.
  const waitlists = new Map<string, number>();
  let n = 0;
  for (const [kind, count] of kindCounts(size)) {
    for (let i = 0; i < count; i += 1, n += 1) {
      const firstName = FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Adama';
      const lastName = LAST_NAMES[(n * 7) % LAST_NAMES.length] ?? 'Ndour';
      const number = String(300 + n).padStart(5, '0');
      const programme =
        kind === 'universite'
          ? program(UNIVERSITY_PROGRAMS[n % UNIVERSITY_PROGRAMS.length] ?? 'prog-sociologie')
          : (KIND_PROGRAMS[kind][n % 2] ?? { programId: 'prog', programName: 'Programme', ufrName: '' });
      const status = STATUS_CYCLE[n % STATUS_CYCLE.length] ?? 'submitted';
      const day = 1 + ((n * 11) % 28);
      const month = 6 + (n % 2);
      const waitlistRank = status === 'waitlisted' ? (waitlists.get(programme.programId) ?? 0) + 1 : null;
      if (waitlistRank !== null) waitlists.set(programme.programId, waitlistRank);
      records.push({
        candidateId: `CAND-2025-${number}`,
        kind,
        version: 1,
        decisions:
          waitlistRank === null
            ? []
            : [
                {
                  decision: 'waitlisted',
                  reason: null,
                  waitlistRank,
                  decidedAt: '2025-08-01T10:00:00Z',
                  decidedBy: { id: 'seed', name: 'Commission d’admission' },
                },
              ],
        // A UUID per generated account, unique and stable (no demo login uses these).
        accountId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        bacFirstName: firstName,
        bacLastName: lastName,
        bacNationality: 'Sénégalaise',
        bacSerie: 'L2',
        bacResultId: `BAC-2025-GEN-${number}`,
        bacDob: null,
        bacPlaceOfBirth: null,
        applicationType: 'single_choice',
        programId: programme.programId,
        programName: programme.programName,
        programGroup: null,
        ufrName: programme.ufrName,
        status,
        submissionDate: `2025-0${month}-${String(day).padStart(2, '0')}T${String(8 + (n % 9)).padStart(2, '0')}:${String((n * 13) % 60).padStart(2, '0')}:00Z`,
        score: generatedGrades(n).score,
        documents: { cin: n % 5 !== 0, autre: n % 3 === 0 },
        email: `${slug(firstName)}.${slug(lastName)}${n}@example.org`,
        phone: null,
        choices: [],
      });
    }
  }
  return records;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]+/g, '')
    .toLowerCase();
}

/** Every seeded application: the demo candidates' and `size` generated ones. */
export function seedApplications(size = DEFAULT_SEED_SIZE): ApplicationRecord[] {
  return [...structuredClone(DEMO_APPLICATIONS), ...generatedApplications(size)];
}

/** Every seeded bac result: the demo candidates' and one per generated application (series L2). */
export function seedBacResults(size = DEFAULT_SEED_SIZE): BacResultRecord[] {
  const generated = generatedApplications(size).map((record, n): BacResultRecord => ({
    bacResultId: record.bacResultId,
    accountId: record.accountId,
    bacSerie: 'L2',
    grades: generatedGrades(n).grades,
    coefs: { ...L2_COEFS },
  }));
  return [...structuredClone(SEED_BAC_RESULTS), ...generated];
}

/** The programmes each kind's applications choose, in their usual order (the staff lists' filter). */
export function programsOfKind(kind: ProgramKind): { programId: string; programName: string }[] {
  const programs = kind === 'universite' ? PROGRAMS : KIND_PROGRAMS[kind];
  return programs.map(({ programId, programName }) => ({ programId, programName }));
}

/**
 * The capacities an administrator has set (docs/behaviour.md, « Proposed selection »), by
 * programId: « Mathématiques et Informatique » has places, so a proposed selection can be shown at
 * once (its seeded pending applications are scored; one is accepted and one waitlisted already);
 * every other programme's are not fixed yet.
 */
export function seedCapacities(): Map<string, CapacityRecord> {
  return new Map([['prog-mathematiques-informatique', { places: 3, waitlistPlaces: 3 }]]);
}

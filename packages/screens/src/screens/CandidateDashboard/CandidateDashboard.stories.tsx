import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CandidateDashboard } from './CandidateDashboard';
import { CandidateLayout } from '../../chrome/CandidateLayout';
import {
  sampleMultipleChoiceApplication as multipleChoiceApplication,
  sampleSingleChoiceApplication as baseApplication,
} from '../../testing/index';
import { backAtRest } from '@admission/ui/testing';

const meta = {
  title: 'CandidateDashboard',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-candidatedashboard',
  parameters: {
    docs: {
      description: {
        component:
          'Accueil du candidat\u00a0: statut, documents, informations personnelles, score, notes et programme, dans CandidateLayout.',
      },
    },
    layout: 'fullscreen',
  },
  component: CandidateDashboard,
  // The page as the portal shows it: inside CandidateLayout.
  decorators: [
    (Story, { globals }) => (
      <CandidateLayout
        onLogout={fn()}
        theme={globals.theme === 'dark' ? 'dark' : 'light'}
        onThemeToggle={fn()}
        dashboardHref="/admission/candidat/dashboard"
        profileHref="/profil"
        currentPath="/admission/candidat/dashboard"
      >
        <Story />
      </CandidateLayout>
    ),
  ],
  args: {
    status: 'ready',
    applications: [multipleChoiceApplication],
    onChangeProgram: fn(),
    onChangeProgramIntent: fn(),
    onRetry: fn(),
    onRetryGrades: fn(),
    onRetryDetails: fn(),
    studentSpaceHref: '/student/dashboard',
  },
} satisfies Meta<typeof CandidateDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title }));

/** « Besoin d'aide ? » once on the page, in the footer, with the e-mail (subject given) and the phones. */
async function expectOneSupportBlock(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const headings = canvas.getAllByRole('heading', { name: 'Besoin d’aide\u202f?' });
  await expect(headings).toHaveLength(1);
  const footer = within(canvas.getByRole('contentinfo'));
  await expect(footer.getByRole('heading', { name: 'Besoin d’aide\u202f?' })).toBe(headings[0]);
  await expect(footer.getByRole('link', { name: 'assistance@admission.example' })).toHaveAttribute(
    'href',
    'mailto:assistance@admission.example?subject=Assistance%20Equivalence%2FAdmission',
  );
  await expect(canvas.getAllByRole('link', { name: 'assistance@admission.example' })).toHaveLength(1);
}

const timeout = 'Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.';

/** No hole in the grid: in every row of cards, the last one reaches the grid's right edge. */
async function expectGridWithoutHoles(canvasElement: HTMLElement) {
  const grid = within(canvasElement).getByRole('region', { name: 'Statut de la candidature' }).parentElement!;
  const right = grid.getBoundingClientRect().right;
  const rows = new Map<number, number>();
  for (const cardElement of Array.from(grid.children)) {
    const box = cardElement.getBoundingClientRect();
    rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
  }
  for (const rowRight of rows.values()) await expect(Math.abs(rowRight - right)).toBeLessThan(2);
}

/** The text of an element sits on one line (it was not wrapped). */
async function expectOneLine(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
  await expect(lines.size).toBe(1);
}

export const Loading: Story = {
  name: 'Chargement',
  args: { status: 'loading', applications: [] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Chargement de votre dashboard…');
    await expect(status).toHaveTextContent('Veuillez patienter');
  },
};

export const NoApplication: Story = {
  name: 'Aucune candidature',
  args: { applications: [] },
  play: async ({ canvasElement }) => {
    const empty = card(canvasElement, 'Aucune candidature trouvée');
    await expect(empty.getByText('Vous n’avez actuellement aucune candidature enregistrée.')).toBeVisible();
    await expect(
      empty.getByText(
        'Les périodes de candidature sont actuellement fermées. Nous vous informerons dès leur réouverture.',
      ),
    ).toBeVisible();
    // One support block on the page: the footer's, where it is on every page (not a second one in the card).
    await expectOneSupportBlock(canvasElement);
  },
};

export const Submitted: Story = {
  name: 'Soumise',
  play: async ({ args, canvasElement }) => {
    const status = card(canvasElement, 'Statut de la candidature');
    await expect(status.getByText('Soumise')).toBeVisible();
    // The calendar date of the ISO string, in long French format.
    await expect(status.getByText('Soumise le 14 juillet 2025')).toBeVisible();

    const program = card(canvasElement, 'Programme choisi');
    const choices = program.getAllByRole('listitem');
    await expect(choices.map((item) => item.textContent)).toEqual([
      'Choix n°\u00a01Productions végétalesPosition sur la liste d’attente\u00a0: 12Liste d’attente',
      'Choix n°\u00a02Productions animalesEn attente',
      'Choix n°\u00a03Foresterie et agroforesterieNon retenu',
    ]);
    await expect(
      program.getByText(
        'Vous pouvez modifier votre choix de programme tant que votre candidature n’a pas été traitée.',
      ),
    ).toBeVisible();
    // Pointing at the button says the candidate means to change (the app fetches the change's code).
    await userEvent.hover(program.getByRole('button', { name: 'Changer de programme' }));
    await expect(args.onChangeProgramIntent).toHaveBeenCalled();
    await userEvent.click(program.getByRole('button', { name: 'Changer de programme' }));
    await expect(args.onChangeProgram).toHaveBeenCalledWith('cand-001');

    await expect(card(canvasElement, 'Score de candidature').getByText('14,26')).toBeVisible();

    // Grades: mark out of 20, where it stands against 10 beside the colour (no decision word), and
    // the coefficient.
    const grades = card(canvasElement, 'Notes du baccalauréat');
    const subject = (name: string) =>
      grades.getAllByRole('listitem').find((item) => item.textContent?.startsWith(name));
    const french = subject('Français');
    await expect(french).toHaveTextContent('9/20');
    await expect(french).toHaveTextContent('note inférieure à 10');
    await expect(french).toHaveTextContent('Coefficient : 3');
    // A no-break space before the colon (toHaveTextContent reads every space as one).
    await expect(french?.textContent).toContain('Coefficient\u00a0: 3');
    await expect(subject('Mathématiques')).toHaveTextContent(
      /14,5\/20, note supérieure ou égale à 10\s*Coefficient : 5/,
    );
    backAtRest();
  },
};

/** Après un changement de programme (écart 52 de docs/behaviour.md) : la carte mène au justificatif du changement. */
export const WithReceipt: Story = {
  name: 'Avec justificatif',
  args: {
    applications: [
      { ...multipleChoiceApplication, receiptHref: '/admission/candidat/justificatif/JUS-2026-4F7K-9QXM' },
    ],
  },
  play: async ({ canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(
      program.getByRole('link', { name: 'Voir le justificatif de votre dernière modification' }),
    ).toHaveAttribute('href', '/admission/candidat/justificatif/JUS-2026-4F7K-9QXM');
  },
};

export const SingleChoice: Story = {
  name: 'Choix unique',
  args: { applications: [baseApplication] },
  play: async ({ args, canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(program.getByText('Licence Informatique')).toBeVisible();
    await expect(program.getByText('Soumis')).toBeVisible();
    await userEvent.click(program.getByRole('button', { name: 'Changer de programme' }));
    await expect(args.onChangeProgram).toHaveBeenCalledWith('cand-001');
    backAtRest();
  },
};

export const ChangeNotOffered: Story = {
  name: 'Changement non proposé',
  // Whatever the status, the button follows `canChangeProgram` (flows decides).
  args: { applications: [{ ...multipleChoiceApplication, canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(program.getAllByRole('listitem')).toHaveLength(3);
    await expect(program.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
    await expect(
      program.queryByText(
        'Vous pouvez modifier votre choix de programme tant que votre candidature n’a pas été traitée.',
      ),
    ).not.toBeInTheDocument();
  },
};

/** Écart 51 de docs/behaviour.md : la prochaine date clé du calendrier d’admission, avec les jours restants, au-dessus des candidatures. */
export const NextDate: Story = {
  name: 'Prochaine échéance',
  args: { nextDate: { kind: 'choicesClose', day: '2025-08-01', daysLeft: 18 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Prochaine échéance')).toBeVisible();
    // (Testing Library reads the no-break space before « : » as a space.)
    await expect(
      canvas.getByText('Dernier jour pour modifier vos choix : 1er août 2025 (dans 18 jours)'),
    ).toBeVisible();
  },
};

/** La dernière date est aujourd’hui : « aujourd’hui », et non « dans 0 jour ». */
export const NextDateToday: Story = {
  name: 'Échéance aujourd’hui',
  args: { nextDate: { kind: 'results', day: '2025-09-15', daysLeft: 0 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Publication des résultats : 15 septembre 2025 (aujourd’hui)'),
    ).toBeVisible();
  },
};

/** Écart 51 de docs/behaviour.md : passé le dernier jour du calendrier, le changement n’est plus proposé et la carte dit pourquoi. */
export const ChoicesClosed: Story = {
  name: 'Choix fermés',
  args: {
    applications: [{ ...multipleChoiceApplication, canChangeProgram: false, changeClosedOn: '2025-08-01' }],
    nextDate: { kind: 'results', day: '2025-09-15', daysLeft: 45 },
  },
  play: async ({ canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(program.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
    await expect(
      program.getByText(
        'Le dernier jour pour modifier vos choix était le 1er août 2025. Votre choix ne peut plus être modifié.',
      ),
    ).toBeVisible();
  },
};

export const Pending: Story = {
  name: 'En attente',
  args: { applications: [{ ...baseApplication, status: 'pending', canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Statut de la candidature').getByText('En attente')).toBeVisible();
    const program = card(canvasElement, 'Programme choisi');
    await expect(program.getByText('En attente')).toBeVisible();
    // flows offers the change only to a submitted application.
    await expect(program.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
  },
};

export const Reviewing: Story = {
  name: 'En cours d’examen',
  args: { applications: [{ ...multipleChoiceApplication, status: 'reviewing', canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement, 'Statut de la candidature').getByText('En cours d’examen'),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Changer de programme' }),
    ).not.toBeInTheDocument();
  },
};

export const Approved: Story = {
  name: 'Acceptée',
  args: { applications: [{ ...baseApplication, status: 'approved', canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    const status = card(canvasElement, 'Statut de la candidature');
    await expect(status.getByText('Acceptée')).toBeVisible();
    await expect(status.getByRole('link', { name: 'Accéder à mon espace étudiant' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
    await expect(card(canvasElement, 'Programme choisi').getByText('Accepté')).toBeVisible();
  },
};

/**
 * Une candidature décidée, calendrier connu, avant le dernier jour pour modifier les choix : flows
 * (nextKeyDate) ne donne pas cette échéance à qui ne peut plus rien changer, mais la date suivante.
 */
export const ApprovedWithCalendar: Story = {
  name: 'Acceptée, avec le calendrier',
  args: {
    applications: [{ ...baseApplication, status: 'approved', canChangeProgram: false }],
    nextDate: { kind: 'results', day: '2025-09-15', daysLeft: 45 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Publication des résultats : 15 septembre 2025 (dans 45 jours)'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Dernier jour pour modifier vos choix/)).not.toBeInTheDocument();
    await expect(
      card(canvasElement, 'Programme choisi').queryByRole('button', { name: 'Changer de programme' }),
    ).not.toBeInTheDocument();
  },
};

export const Rejected: Story = {
  name: 'Non retenue',
  args: { applications: [{ ...baseApplication, status: 'rejected', canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    const status = card(canvasElement, 'Statut de la candidature');
    await expect(status.getByText('Candidature non retenue')).toBeVisible();
    await expect(status.queryByRole('link')).not.toBeInTheDocument();
    await expect(card(canvasElement, 'Programme choisi').getByText('Non retenu')).toBeVisible();
  },
};

export const Waitlisted: Story = {
  name: 'Liste d’attente',
  args: { applications: [{ ...baseApplication, status: 'waitlisted', canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Statut de la candidature').getByText('Liste d’attente')).toBeVisible();
    // The single choice says the same, not « Soumis ».
    await expect(card(canvasElement, 'Programme choisi').getByText('Liste d’attente')).toBeVisible();
  },
};

export const NoDocuments: Story = {
  name: 'Aucun document',
  // A script URL from the server must never become a link.
  args: { applications: [{ ...baseApplication, cinUrl: null, autreDocUrl: 'javascript:alert(1)' }] },
  play: async ({ canvasElement }) => {
    const documents = card(canvasElement, 'Documents soumis');
    await expect(documents.getByText('Aucun document disponible')).toBeVisible();
    await expect(documents.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const MissingPersonalInfo: Story = {
  name: 'Informations personnelles manquantes',
  args: {
    applications: [
      { ...baseApplication, bacDob: null, bacPlaceOfBirth: '', email: null, phone: '  ', cinUrl: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const personal = card(canvasElement, 'Informations personnelles');
    await expect(personal.getByText('Aminata Diallo')).toBeVisible();
    await expect(personal.getByText('Non renseignée')).toBeVisible();
    await expect(personal.getAllByText('Non renseigné')).toHaveLength(3);
    // One safe document left: only it is linked, and it says it opens a new tab.
    const link = card(canvasElement, 'Documents soumis').getByRole('link');
    await expect(link).toHaveAccessibleName('Autre document (s’ouvre dans un nouvel onglet)');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const MultipleApplications: Story = {
  name: 'Plusieurs candidatures',
  args: {
    applications: [
      multipleChoiceApplication,
      {
        ...baseApplication,
        candidateId: 'cand-000',
        status: 'approved',
        canChangeProgram: false,
        submissionDate: '2024-07-02',
        programName: 'Licence Mathématiques appliquées',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('region', { name: 'Candidature\u00a0: Sciences Agronomiques' }));
    const second = within(
      canvas.getByRole('region', { name: 'Candidature\u00a0: Licence Mathématiques appliquées' }),
    );
    await expect(first.getByText('Soumise le 14 juillet 2025')).toBeVisible();
    await expect(second.getByText('Soumise le 2 juillet 2024')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
    await expect(second.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
    await expect(second.getByRole('link', { name: 'Accéder à mon espace étudiant' })).toBeVisible();
  },
};

/**
 * Un dossier que l’API a envoyé hors du contrat (un statut que cette version ne connaît pas, sans
 * date de soumission) est affiché avec ce qui peut en être lu, à côté des autres.
 */
export const UnknownStatusAndNoDate: Story = {
  name: 'Statut inconnu et date manquante',
  args: {
    applications: [
      multipleChoiceApplication,
      {
        ...baseApplication,
        candidateId: 'cand-000',
        status: 'unknown',
        canChangeProgram: false,
        submissionDate: null,
        programName: 'Licence Mathématiques appliquées',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('region', { name: 'Candidature\u00a0: Sciences Agronomiques' }));
    const odd = within(
      canvas.getByRole('region', { name: 'Candidature\u00a0: Licence Mathématiques appliquées' }),
    );
    // The readable one is untouched.
    await expect(first.getByText('Soumise le 14 juillet 2025')).toBeVisible();
    await expect(first.getByText('Soumise')).toBeVisible();
    // The other says what it does not know, and claims no status it was not given.
    await expect(odd.getAllByText('Statut inconnu')[0]).toBeVisible();
    await expect(odd.getByText('Date non renseignée')).toBeVisible();
    await expect(odd.queryByText('Soumis')).not.toBeInTheDocument();
    await expect(odd.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
    await expect(odd.queryByRole('link', { name: 'Accéder à mon espace étudiant' })).not.toBeInTheDocument();
  },
};

export const ScoreMissing: Story = {
  name: 'Score manquant',
  args: { applications: [{ ...baseApplication, score: null }] },
  play: async ({ canvasElement }) => {
    const score = card(canvasElement, 'Score de candidature');
    await expect(score.getByText('N/A')).toBeVisible();
    await expect(score.queryByText('points')).not.toBeInTheDocument();
    await expect(score.getByText('Score calculé selon la formule de sélection')).toBeVisible();
  },
};

export const GradesLoading: Story = {
  name: 'Chargement des notes',
  args: { applications: [{ ...baseApplication, grades: null, coefs: null, gradesStatus: 'loading' }] },
  play: async ({ canvasElement }) => {
    const grades = card(canvasElement, 'Notes du baccalauréat');
    await expect(grades.getByText('Chargement des notes…')).toBeVisible();
    await expect(grades.queryByText('Aucune note disponible')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: 'Erreur de chargement',
  args: { status: 'failed', applications: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const failure = card(canvasElement, 'Impossible de charger vos candidatures');
    await expect(
      failure.getByText('Vos candidatures n’ont pas pu être récupérées. Réessayez dans quelques instants.'),
    ).toBeVisible();
    // A failure is never shown as absence.
    await expect(canvas.queryByText('Aucune candidature trouvée')).not.toBeInTheDocument();
    await expect(
      canvas.queryByText('Vous n’avez actuellement aucune candidature enregistrée.'),
    ).not.toBeInTheDocument();
    await expectOneSupportBlock(canvasElement);
    await userEvent.click(failure.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

/** A fixed clock: the countdown reads 24 s in every screenshot. */
const FROZEN_NOW = Date.parse('2026-07-10T08:00:00Z');

/**
 * « Forte affluence » : candidate-service répond 503 ou 429 ; le chargement réessaie seul au
 * moment dit (compte à rebours), ou tout de suite avec « Réessayer maintenant ».
 */
export const LoadOverloaded: Story = {
  name: 'Forte affluence au chargement',
  args: { status: 'overloaded', applications: [], retryAt: FROZEN_NOW + 24_000, now: () => FROZEN_NOW },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The state's code loads when it comes (React.lazy): waited for, as the page waits for it.
    await expect(await canvas.findByText('Forte affluence', {}, { timeout: 15_000 })).toBeVisible();
    await expect(
      canvas.getByText(
        'De nombreux candidats consultent leur dossier en ce moment. Nous réessayons automatiquement.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Nouvel essai dans 24 s')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nouvel essai automatique dans 24 secondes.');
    // Neither a failure nor absence while the next try is on its way.
    await expect(canvas.queryByText('Impossible de charger vos candidatures')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Aucune candidature trouvée')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer maintenant' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const LoadTimedOut: Story = {
  name: 'Erreur de chargement, délai dépassé',
  args: { status: 'timeout', applications: [] },
  play: async ({ args, canvasElement }) => {
    const failure = card(canvasElement, 'Impossible de charger vos candidatures');
    await expect(failure.getByRole('alert')).toHaveTextContent(timeout);
    await expect(within(canvasElement).queryByText('Aucune candidature trouvée')).not.toBeInTheDocument();
    await expectOneSupportBlock(canvasElement);
    await userEvent.click(failure.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const GradesFailed: Story = {
  name: 'Erreur de chargement des notes',
  args: { applications: [{ ...baseApplication, grades: null, coefs: null, gradesStatus: 'failed' }] },
  play: async ({ args, canvasElement }) => {
    const grades = card(canvasElement, 'Notes du baccalauréat');
    await expect(
      grades.getByText('Impossible de charger vos notes. Réessayez dans quelques instants.'),
    ).toBeVisible();
    await expect(grades.queryByText('Aucune note disponible')).not.toBeInTheDocument();
    await userEvent.click(grades.getByRole('button', { name: 'Réessayer le chargement des notes' }));
    await expect(args.onRetryGrades).toHaveBeenCalledWith('cand-001');
    backAtRest();
  },
};

export const GradesTimedOut: Story = {
  name: 'Notes, délai dépassé',
  args: { applications: [{ ...baseApplication, grades: null, coefs: null, gradesStatus: 'timeout' }] },
  play: async ({ args, canvasElement }) => {
    const grades = card(canvasElement, 'Notes du baccalauréat');
    await expect(grades.getByRole('status')).toHaveTextContent(timeout);
    await expect(grades.queryByText('Aucune note disponible')).not.toBeInTheDocument();
    await userEvent.click(grades.getByRole('button', { name: /^Réessayer/ }));
    await expect(args.onRetryGrades).toHaveBeenCalledWith('cand-001');
    backAtRest();
  },
};

// What call 3 gives before the details (call 5): no choices, documents, e-mail or phone yet.
const beforeDetails = {
  ...multipleChoiceApplication,
  choices: [],
  cinUrl: null,
  autreDocUrl: null,
  email: null,
  phone: null,
  // flows offers the change only once the choices are known.
  canChangeProgram: false,
};

export const DetailsLoading: Story = {
  name: 'Chargement des détails',
  args: { applications: [{ ...beforeDetails, detailsStatus: 'loading' }] },
  play: async ({ canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(program.getByRole('status')).toHaveTextContent('Chargement de votre choix de programme…');
    await expect(program.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
    await expect(program.queryByText('Aucun programme choisi')).not.toBeInTheDocument();
    const documents = card(canvasElement, 'Documents soumis');
    await expect(documents.getByText('Chargement des documents…')).toBeVisible();
    await expect(documents.queryByText('Aucun document disponible')).not.toBeInTheDocument();
    const personal = card(canvasElement, 'Informations personnelles');
    await expect(personal.getAllByText('Chargement…')).toHaveLength(2);
  },
};

export const DetailsFailed: Story = {
  name: 'Erreur de chargement des détails',
  args: { applications: [{ ...beforeDetails, detailsStatus: 'failed' }] },
  play: async ({ args, canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(
      program.getByText('Impossible de charger votre choix de programme. Réessayez dans quelques instants.'),
    ).toBeVisible();
    await expect(program.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
    const documents = card(canvasElement, 'Documents soumis');
    await expect(
      documents.getByText('Vos documents ne peuvent pas être affichés pour le moment.'),
    ).toBeVisible();
    await expect(documents.queryByText('Aucun document disponible')).not.toBeInTheDocument();
    await expect(
      card(canvasElement, 'Informations personnelles').getAllByText('Indisponible pour le moment'),
    ).toHaveLength(2);
    await userEvent.click(
      program.getByRole('button', { name: 'Réessayer le chargement du choix de programme' }),
    );
    await expect(args.onRetryDetails).toHaveBeenCalledWith('cand-001');
    backAtRest();
  },
};

export const DetailsTimedOut: Story = {
  name: 'Détails, délai dépassé',
  args: { applications: [{ ...beforeDetails, detailsStatus: 'timeout' }] },
  play: async ({ args, canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(program.getByRole('status')).toHaveTextContent(timeout);
    await userEvent.click(program.getByRole('button', { name: /^Réessayer/ }));
    await expect(args.onRetryDetails).toHaveBeenCalledWith('cand-001');
    backAtRest();
  },
};

export const WaitlistPosition: Story = {
  name: 'Position sur la liste d’attente',
  args: {
    applications: [
      {
        ...baseApplication,
        status: 'waitlisted',
        canChangeProgram: false,
        choices: [
          {
            id: 'ch-info',
            programId: 'prog-info',
            programName: 'Licence Informatique',
            priority: 1,
            status: 'waitlisted',
            rank: 14,
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(program.getByText('Position sur la liste d’attente : 14')).toBeVisible();
    await expect(card(canvasElement, 'Statut de la candidature').getByText('Liste d’attente')).toBeVisible();
  },
};

export const LongContactDetails: Story = {
  name: 'Coordonnées longues',
  args: {
    applications: [
      {
        ...multipleChoiceApplication,
        email: 'aminata.diallo-ndiaye.candidature2025@universite-exemple.sn',
        phone: '+221 77 412 35 68',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const personal = card(canvasElement, 'Informations personnelles');
    // Never broken between its digit groups, at 360 px as at 1280 px.
    await expectOneLine(personal.getByText('+221 77 412 35 68'));
    await expectGridWithoutHoles(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PersonalInfoExplanationOpen: Story = {
  name: 'Explication des informations personnelles ouverte',
  play: async ({ canvasElement }) => {
    const personal = card(canvasElement, 'Informations personnelles');
    await userEvent.click(personal.getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier vos informations personnelles' });
    await expect(dialog).toHaveAccessibleDescription(
      'Ces informations proviennent de votre dossier du baccalauréat et de votre candidature\u00a0: elles ne peuvent pas être modifiées ici.',
    );
    const report = within(dialog).getByRole('link', {
      name: /^Signaler une erreur\s*:\s*Date de naissance$/,
    });
    const href = report.getAttribute('href') ?? '';
    await expect(href.startsWith('mailto:assistance@admission.example?')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    await expect(query.get('subject')).toBe('Assistance Equivalence/Admission');
    await expect(query.get('body')).toContain('Numéro de candidat\u00a0: cand-001');
    await expect(query.get('body')).toContain('Champ concerné\u00a0: Date de naissance');
    await expect(query.get('body')).toContain('Valeur affichée\u00a0: 14 mars 2006');
    // One link per field.
    await expect(within(dialog).getAllByRole('link', { name: /^Signaler une erreur/ })).toHaveLength(5);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    backAtRest();
  },
};

export const OfflineLastKnown: Story = {
  name: 'Hors ligne, dernières informations connues',
  // Without network: the device's last-known copy, read-only, dated (docs/behaviour.md, deviation 34).
  args: {
    offlineSince: '2025-07-08T09:30:00Z',
    applications: [{ ...multipleChoiceApplication, canChangeProgram: false }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    // The stories run in UTC; the time as French offices write it (« 9 h 30 », not « 09:30 »;
    // toHaveTextContent reads its no-break spaces as spaces).
    await expect(banner).toHaveTextContent('Hors ligne – informations du 8 juillet 2025 à 9 h 30');
    await expect(banner).toHaveTextContent('la modification de vos choix sera alors de nouveau possible');
    // The data is still there, and no change can start.
    await expect(card(canvasElement, 'Programme choisi').getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
  },
};

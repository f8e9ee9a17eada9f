import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CandidateDashboard } from './CandidateDashboard';
import { CandidateLayout } from '../../components/CandidateLayout/CandidateLayout';
import {
  sampleMultipleChoiceApplication as multipleChoiceApplication,
  sampleSingleChoiceApplication as baseApplication,
} from '../../testing';

const meta = {
  title: 'Screens/CandidateDashboard',
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
    onEditPersonalInfo: fn(),
    studentSpaceHref: '/student/dashboard',
  },
} satisfies Meta<typeof CandidateDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title }));

export const Loading: Story = {
  args: { status: 'loading', applications: [] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Chargement de votre dashboard...');
    await expect(status).toHaveTextContent('Veuillez patienter');
  },
};

export const NoApplication: Story = {
  args: { applications: [] },
  play: async ({ canvasElement }) => {
    const empty = card(canvasElement, 'Aucune candidature trouvée');
    await expect(empty.getByText("Vous n'avez actuellement aucune candidature enregistrée.")).toBeVisible();
    await expect(
      empty.getByText(
        'Les périodes de candidature sont actuellement fermées. Nous vous informerons dès leur réouverture.',
      ),
    ).toBeVisible();
    const links = empty.getAllByRole('link');
    // The support e-mail and two phone numbers.
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute(
      'href',
      expect.stringContaining('subject=Assistance%20Equivalence'),
    );
  },
};

export const Submitted: Story = {
  play: async ({ args, canvasElement }) => {
    const status = card(canvasElement, 'Statut de la candidature');
    await expect(status.getByText('Soumise')).toBeVisible();
    // The calendar date of the ISO string, in long French format.
    await expect(status.getByText('Soumise le 14 juillet 2025')).toBeVisible();

    const program = card(canvasElement, 'Programme choisi');
    const choices = program.getAllByRole('listitem');
    await expect(choices.map((item) => item.textContent)).toEqual([
      "Choix n° 1Productions végétalesListe d'attente",
      'Choix n° 2Productions animalesEn attente',
      'Choix n° 3Foresterie et agroforesterieRefusé',
    ]);
    await expect(
      program.getByText(
        "Vous pouvez modifier votre choix de programme tant que votre candidature n'a pas été traitée.",
      ),
    ).toBeVisible();
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
    await expect(subject('Mathématiques')).toHaveTextContent(
      /14,5\/20, note supérieure ou égale à 10\s*Coefficient : 5/,
    );
  },
};

export const SingleChoice: Story = {
  args: { applications: [baseApplication] },
  play: async ({ args, canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(program.getByText('Licence Informatique')).toBeVisible();
    await expect(program.getByText('Soumis')).toBeVisible();
    await userEvent.click(program.getByRole('button', { name: 'Changer de programme' }));
    await expect(args.onChangeProgram).toHaveBeenCalledWith('cand-001');
  },
};

export const ChangeNotOffered: Story = {
  // Whatever the status, the button follows `canChangeProgram` (flows decides).
  args: { applications: [{ ...multipleChoiceApplication, canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    const program = card(canvasElement, 'Programme choisi');
    await expect(program.getAllByRole('listitem')).toHaveLength(3);
    await expect(program.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
    await expect(
      program.queryByText(
        "Vous pouvez modifier votre choix de programme tant que votre candidature n'a pas été traitée.",
      ),
    ).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
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
  args: { applications: [{ ...multipleChoiceApplication, status: 'reviewing', canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement, 'Statut de la candidature').getByText("En cours d'examen"),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Changer de programme' }),
    ).not.toBeInTheDocument();
  },
};

export const Approved: Story = {
  args: { applications: [{ ...baseApplication, status: 'approved', canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    const status = card(canvasElement, 'Statut de la candidature');
    await expect(status.getByText('Acceptée')).toBeVisible();
    await expect(status.getByRole('link', { name: 'Accéder à mon espace étudiant' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
    await expect(card(canvasElement, 'Programme choisi').getByText('Approuvé')).toBeVisible();
  },
};

export const Rejected: Story = {
  args: { applications: [{ ...baseApplication, status: 'rejected', canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    const status = card(canvasElement, 'Statut de la candidature');
    await expect(status.getByText('Candidature non retenue')).toBeVisible();
    await expect(status.queryByRole('link')).not.toBeInTheDocument();
    await expect(card(canvasElement, 'Programme choisi').getByText('Refusé')).toBeVisible();
  },
};

export const Waitlisted: Story = {
  args: { applications: [{ ...baseApplication, status: 'waitlisted', canChangeProgram: false }] },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Statut de la candidature').getByText("Liste d'attente")).toBeVisible();
  },
};

export const NoDocuments: Story = {
  // A script URL from the server must never become a link.
  args: { applications: [{ ...baseApplication, cinUrl: null, autreDocUrl: 'javascript:alert(1)' }] },
  play: async ({ canvasElement }) => {
    const documents = card(canvasElement, 'Documents soumis');
    await expect(documents.getByText('Aucun document disponible')).toBeVisible();
    await expect(documents.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const MissingPersonalInfo: Story = {
  args: {
    applications: [
      { ...baseApplication, bacDob: null, bacPlaceOfBirth: '', email: null, phone: '  ', cinUrl: null },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const personal = card(canvasElement, 'Informations personnelles');
    await expect(personal.getByText('Aminata Diallo')).toBeVisible();
    await expect(personal.getByText('Non renseignée')).toBeVisible();
    await expect(personal.getAllByText('Non renseigné')).toHaveLength(3);
    await userEvent.click(personal.getByRole('button', { name: 'Modifier' }));
    await expect(args.onEditPersonalInfo).toHaveBeenCalledWith('cand-001');
    // One safe document left: only it is linked, and it says it opens a new tab.
    const link = card(canvasElement, 'Documents soumis').getByRole('link');
    await expect(link).toHaveAccessibleName("Autre document (s'ouvre dans un nouvel onglet)");
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const MultipleApplications: Story = {
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
    const first = within(canvas.getByRole('region', { name: 'Candidature : Sciences Agronomiques' }));
    const second = within(
      canvas.getByRole('region', { name: 'Candidature : Licence Mathématiques appliquées' }),
    );
    await expect(first.getByText('Soumise le 14 juillet 2025')).toBeVisible();
    await expect(second.getByText('Soumise le 2 juillet 2024')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
    await expect(second.queryByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
    await expect(second.getByRole('link', { name: 'Accéder à mon espace étudiant' })).toBeVisible();
  },
};

export const ScoreMissing: Story = {
  args: { applications: [{ ...baseApplication, score: null }] },
  play: async ({ canvasElement }) => {
    const score = card(canvasElement, 'Score de candidature');
    await expect(score.getByText('N/A')).toBeVisible();
    await expect(score.queryByText('points')).not.toBeInTheDocument();
    await expect(score.getByText('Score calculé selon la formule de sélection')).toBeVisible();
  },
};

export const GradesLoading: Story = {
  args: { applications: [{ ...baseApplication, grades: null, coefs: null, gradesLoading: true }] },
  play: async ({ canvasElement }) => {
    const grades = card(canvasElement, 'Notes du baccalauréat');
    await expect(grades.getByText('Chargement des notes...')).toBeVisible();
    await expect(grades.queryByText('Aucune note disponible')).not.toBeInTheDocument();
  },
};

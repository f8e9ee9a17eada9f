import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudentDashboard } from './StudentDashboard';
import { CandidateLayout } from '../../chrome/CandidateLayout';
import {
  sampleCourses,
  sampleDocuments,
  sampleGrades,
  sampleStudent,
  sampleTimetable,
} from '../../testing/index';
import { backAtRest } from '@admission/ui/testing';

const meta = {
  title: 'StudentDashboard',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-studentdashboard',
  parameters: {
    docs: {
      description: {
        component:
          'Espace étudiant provisoire\u00a0: carte d’accueil, puis cours, notes, emploi du temps, actes et requête en onglets.',
      },
    },
    layout: 'fullscreen',
  },
  component: StudentDashboard,
  // The page as the portal shows it: inside CandidateLayout.
  decorators: [
    (Story, { globals }) => (
      <CandidateLayout
        onLogout={fn()}
        theme={globals.theme === 'dark' ? 'dark' : 'light'}
        onThemeToggle={fn()}
        dashboardHref="/admission/candidat/dashboard"
        profileHref="/profil"
        currentPath="/student/dashboard"
      >
        <Story />
      </CandidateLayout>
    ),
  ],
  args: {
    student: sampleStudent,
    courses: sampleCourses,
    grades: sampleGrades,
    timetable: sampleTimetable,
    documents: sampleDocuments,
  },
} satisfies Meta<typeof StudentDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = ['Mes cours', 'Mes notes', 'Mon emploi du temps', 'Mes actes', 'Requête'];

export const MesCours: Story = {
  name: 'Mes cours',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabNames);
    await expect(canvas.getByRole('tab', { name: 'Mes cours' })).toHaveAttribute('aria-selected', 'true');
    // No hidden tab: at 360 px they wrap onto a second row, each one whole on screen.
    for (const tab of canvas.getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }

    const welcome = within(canvas.getByRole('region', { name: 'Bienvenue, Aminata Diallo' }));
    await expect(welcome.getByText('ETU-2025-00142')).toBeVisible();
    await expect(welcome.getByText('Licence Sciences Agronomiques : Productions végétales')).toBeVisible();
    await expect(welcome.getByText('6 octobre 2025')).toBeVisible();

    const panel = within(canvas.getByRole('tabpanel', { name: 'Mes cours' }));
    await expect(panel.getByRole('heading', { name: 'Cours en cours' })).toBeVisible();
    await expect(panel.getByText('40 % du cours suivi')).toBeVisible();

    // Arrow keys move between tabs (Radix), and the panel follows.
    await userEvent.click(canvas.getByRole('tab', { name: 'Mes cours' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mes notes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Mes notes' })).toBeVisible();
    // And back: the story ends on « Mes cours », at rest.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel', { name: 'Mes cours' })).toBeVisible();
    backAtRest();
  },
};

export const MesNotes: Story = {
  name: 'Mes notes',
  args: { defaultTab: 'grades' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel', { name: 'Mes notes' }));
    const course = (name: string) =>
      panel.getAllByRole('listitem').find((item) => item.textContent?.startsWith(name));
    await expect(course('Chimie des sols')).toHaveTextContent(
      /8\/20, note inférieure à 10\s*Coefficient : 2/,
    );
    // A no-break space before the colon (toHaveTextContent reads every space as one).
    await expect(course('Chimie des sols')?.textContent).toContain('Coefficient\u00a0: 2');
    await expect(course('Biologie végétale')).toHaveTextContent(/14,5\/20, note supérieure ou égale à 10/);
  },
};

export const MonEmploiDuTemps: Story = {
  name: 'Mon emploi du temps',
  args: { defaultTab: 'timetable' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel', { name: 'Mon emploi du temps' }));
    await expect(panel.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Jour',
      'Horaire',
      'Cours',
      'Salle',
    ]);
    await expect(panel.getByRole('row', { name: /Lundi/ })).toHaveTextContent('Amphi A');
  },
};

export const MesActes: Story = {
  name: 'Mes actes',
  args: { defaultTab: 'documents' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel', { name: 'Mes actes' }));
    await expect(panel.getAllByRole('listitem')).toHaveLength(3);
    await expect(panel.getByText('Certificat d’inscription')).toBeVisible();
    // Placeholder: nothing can be downloaded yet.
    await expect(panel.getAllByText('Bientôt disponible')).toHaveLength(3);
    await expect(panel.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Requete: Story = {
  name: 'Requête',
  args: { defaultTab: 'request' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'Requête' })).toHaveTextContent(
      'Le dépôt de requêtes (attestation, relevé, réclamation) sera bientôt disponible depuis cet espace.',
    );
  },
};

/**
 * What the portal shows a student today: the signed-in person (name, e-mail, the accepted
 * application's programme and phone) and, plainly, what it does not know yet. No sample anywhere.
 */
const fatou = {
  name: 'Fatou Sow',
  email: 'candidat.accepte@example.org',
  phone: '+221 78 655 02 47',
  program: 'Licence Lettres modernes',
};
const nothingYet = { courses: undefined, grades: undefined, timetable: undefined, documents: undefined };

export const NotYetEnrolled: Story = {
  name: 'Pas encore inscrit',
  args: { student: fatou, ...nothingYet },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = within(canvas.getByRole('region', { name: 'Bienvenue, Fatou Sow' }));
    const fact = (term: string) => welcome.getByText(term).nextElementSibling;
    await expect(fact('Numéro étudiant')).toHaveTextContent('Attribué à l’inscription');
    await expect(fact('Programme')).toHaveTextContent('Licence Lettres modernes');
    await expect(fact('Date d’inscription')).toHaveTextContent('Pas encore enregistrée');
    await expect(fact('E-mail')).toHaveTextContent('candidat.accepte@example.org');
    await expect(fact('Téléphone')).toHaveTextContent('+221 78 655 02 47');
    await expect(canvas.queryByText(/Aminata|ETU-2025/)).not.toBeInTheDocument();

    // Each tab says plainly that the portal does not have it yet: no sample course, grade, slot or act.
    const unavailable = {
      'Mes cours': 'Vos cours ne sont pas encore disponibles dans ce portail.',
      'Mes notes': 'Vos notes ne sont pas encore disponibles dans ce portail.',
      'Mon emploi du temps': 'Votre emploi du temps n’est pas encore disponible dans ce portail.',
      'Mes actes': 'Vos actes ne sont pas encore disponibles dans ce portail.',
    };
    for (const [tab, text] of Object.entries(unavailable)) {
      await userEvent.click(canvas.getByRole('tab', { name: tab }));
      const panel = canvas.getByRole('tabpanel', { name: tab });
      await expect(panel).toHaveTextContent(text);
      await expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
      await expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    }
    // At rest on the first tab, as the page opens.
    await userEvent.click(canvas.getByRole('tab', { name: 'Mes cours' }));
    backAtRest();
  },
};

/** Le programme est en cours de lecture dans les candidatures : c’est dit, pas deviné. */
export const ProgramLoading: Story = {
  name: 'Chargement du programme',
  args: { student: { ...fatou, program: null }, ...nothingYet, programStatus: 'loading' },
  play: async ({ canvasElement }) => {
    const welcome = within(within(canvasElement).getByRole('region', { name: 'Bienvenue, Fatou Sow' }));
    await expect(welcome.getByText('Programme').nextElementSibling).toHaveTextContent('Chargement…');
  },
};

/** Les candidatures n’ont pas pu être lues : le programme est dit indisponible, jamais inventé. */
export const ProgramUnavailable: Story = {
  name: 'Programme indisponible',
  args: { student: { ...fatou, program: null }, ...nothingYet, programStatus: 'failed' },
  play: async ({ canvasElement }) => {
    const welcome = within(within(canvasElement).getByRole('region', { name: 'Bienvenue, Fatou Sow' }));
    await expect(welcome.getByText('Programme').nextElementSibling).toHaveTextContent(
      'Impossible de le charger pour le moment',
    );
  },
};

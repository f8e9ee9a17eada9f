import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudentDashboard } from './StudentDashboard';
import { CandidateLayout } from '../../components/CandidateLayout/CandidateLayout';
import { sampleCourses, sampleDocuments, sampleGrades, sampleStudent, sampleTimetable } from '../../testing';

const meta = {
  title: 'Screens/StudentDashboard',
  parameters: { layout: 'fullscreen' },
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
  },
};

export const MesNotes: Story = {
  args: { defaultTab: 'grades' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel', { name: 'Mes notes' }));
    const course = (name: string) =>
      panel.getAllByRole('listitem').find((item) => item.textContent?.startsWith(name));
    await expect(course('Chimie des sols')).toHaveTextContent(
      /8\/20, note inférieure à 10\s*Coefficient : 2/,
    );
    await expect(course('Biologie végétale')).toHaveTextContent(/14,5\/20, note supérieure ou égale à 10/);
  },
};

export const MonEmploiDuTemps: Story = {
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
  args: { defaultTab: 'documents' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel', { name: 'Mes actes' }));
    await expect(panel.getAllByRole('listitem')).toHaveLength(3);
    await expect(panel.getByText("Certificat d'inscription")).toBeVisible();
    // Placeholder: nothing can be downloaded yet.
    await expect(panel.getAllByText('Bientôt disponible')).toHaveLength(3);
    await expect(panel.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Requete: Story = {
  args: { defaultTab: 'request' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'Requête' })).toHaveTextContent(
      'Le dépôt de requêtes (attestation, relevé, réclamation) sera bientôt disponible depuis cet espace.',
    );
  },
};

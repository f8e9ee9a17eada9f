import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CandidateLayout } from '../../chrome/CandidateLayout';
import { ClosedPeriod } from './ClosedPeriod';

/** « Besoin d'aide ? » once on the page, in the footer: the e-mail (subject given) and three phones. */
async function expectOneSupportBlock(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  const headings = canvas.getAllByRole('heading', { name: 'Besoin d’aide\u202f?' });
  await expect(headings).toHaveLength(1);
  const footer = within(canvas.getByRole('contentinfo'));
  await expect(footer.getByRole('heading', { name: 'Besoin d’aide\u202f?' })).toBe(headings[0]);
  await expect(canvas.getAllByRole('link', { name: email })).toHaveLength(1);
  await expect(footer.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=Assistance%20Equivalence%2FAdmission`,
  );
  await expect(footer.getAllByRole('link', { name: /^\+221/ })).toHaveLength(3);
}

const meta = {
  title: 'ClosedPeriod',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-closedperiod',
  component: ClosedPeriod,
  parameters: {
    docs: {
      description: {
        component:
          '«\u00a0Périodes de candidature fermées\u00a0»\u00a0: affichée par les parcours d’inscription, de dépôt et d’admission hors période.',
      },
    },
  },
  args: {
    supportEmail: 'assistance@exemple.sn',
    supportPhones: ['+221 33 800 00 01', '+221 33 800 00 02', '+221 77 800 00 03'],
    product: 'Admission',
  },
} satisfies Meta<typeof ClosedPeriod>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Périodes de candidature fermées' }),
    ).toBeVisible();
    await expect(canvas.getByText('Informations importantes')).toBeVisible();
    await expect(canvas.getByText('Restez informés')).toBeVisible();
    // One support block on the page: the footer's, where it is on every page, with the three phones.
    await expectOneSupportBlock(canvasElement, 'assistance@exemple.sn');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Cell-INF/Admission 2025. Tous droits réservés.',
    );
  },
};

/** Un candidat connecté envoyé vers le parcours de dépôt : la page dans la mise en page du portail, un seul en-tête, une seule zone principale, un seul pied de page. */
export const SignedIn: Story = {
  name: 'Candidat connecté',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <CandidateLayout
        theme={globals.theme === 'dark' ? 'dark' : 'light'}
        onThemeToggle={fn()}
        onLogout={fn()}
        dashboardHref="/admission/candidat/dashboard"
        profileHref="/profil"
        currentPath="/admission/etudiant/depot"
      >
        <Story />
      </CandidateLayout>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Périodes de candidature fermées' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getAllByRole('banner')).toHaveLength(1);
    await expect(canvas.getAllByRole('contentinfo')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mon espace' })).toBeVisible();
    // The shell's footer holds the support block (the provider's contacts); the page adds none.
    await expectOneSupportBlock(canvasElement, 'assistance@admission.example');
  },
};

/** Écart 51 de docs/behaviour.md : le calendrier d’admission annonce la prochaine ouverture, qui remplace « seront annoncées prochainement ». */
export const NextOpeningKnown: Story = {
  name: 'Prochaine ouverture connue',
  args: { nextOpening: { day: '2027-07-01', academicYear: '2027-2028' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Les candidatures pour l’année 2027-2028 ouvriront le 1er juillet 2027.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/seront annoncées prochainement/)).toBeNull();
  },
};

/** Les nouvelles candidatures sont fermées, mais les choix restent modifiables : la page le dit, comme le tableau de bord. */
export const ChoicesStillOpen: Story = {
  name: 'Choix encore modifiables',
  args: { choicesOpenUntil: '2026-12-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Les candidats qui ont déjà déposé un dossier peuvent encore modifier leurs choix de programme jusqu’au 15 décembre 2026 inclus, depuis leur espace candidat.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Les candidatures pour cette année académique sont fermées.'),
    ).toBeVisible();
  },
};

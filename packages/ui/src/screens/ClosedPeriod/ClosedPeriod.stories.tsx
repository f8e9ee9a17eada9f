import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CandidateLayout } from '../../components/CandidateLayout/CandidateLayout';
import { ClosedPeriod } from './ClosedPeriod';

const meta = {
  title: 'Screens/ClosedPeriod',
  component: ClosedPeriod,
  args: {
    supportEmail: 'assistance@exemple.sn',
    supportPhones: ['+221 33 800 00 01', '+221 33 800 00 02', '+221 77 800 00 03'],
    product: 'Admission',
  },
} satisfies Meta<typeof ClosedPeriod>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Périodes de Candidature Fermées' }),
    ).toBeVisible();
    await expect(canvas.getByText('Informations importantes')).toBeVisible();
    await expect(canvas.getByText('Restez informés')).toBeVisible();
    // The page's support contact, and the same in the footer of every page.
    for (const region of [canvas.getByRole('main'), canvas.getByRole('contentinfo')]) {
      const contact = within(region);
      await expect(contact.getByRole('link', { name: 'assistance@exemple.sn' })).toHaveAttribute(
        'href',
        'mailto:assistance@exemple.sn?subject=Assistance%20Equivalence%2FAdmission',
      );
      await expect(contact.getAllByRole('link', { name: /^\+221/ })).toHaveLength(3);
    }
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Cell-INF/Admission 2025. Tous droits réservés.',
    );
  },
};

/** A signed-in candidate sent to the deposit path: the page inside the shell, one header, one main, one footer. */
export const SignedIn: Story = {
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
      canvas.getByRole('heading', { level: 1, name: 'Périodes de Candidature Fermées' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getAllByRole('banner')).toHaveLength(1);
    await expect(canvas.getAllByRole('contentinfo')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mon espace' })).toBeVisible();
  },
};

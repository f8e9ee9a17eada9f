import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { sampleProduct } from '../../testing';
import { CandidateHeader } from './CandidateHeader';

const meta = {
  title: 'Components/CandidateHeader',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-candidateheader',
  parameters: {
    docs: {
      description: {
        component:
          'En-tête des pages connectées du candidat\u00a0: titre, «\u00a0Mon espace\u00a0», «\u00a0Mon profil\u00a0», thème et «\u00a0Déconnexion\u00a0».',
      },
    },
    layout: 'fullscreen',
  },
  component: CandidateHeader,
  args: { productName: sampleProduct.name, theme: 'light', onThemeToggle: fn(), onLogout: fn() },
} satisfies Meta<typeof CandidateHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Admission en ligne');
    await expect(canvas.getByRole('link', { name: 'Admission en ligne' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Activer le thème sombre' }));
    await expect(args.onThemeToggle).toHaveBeenCalledWith('dark');
    backAtRest();
  },
};

export const WithLinks: Story = {
  name: 'Avec les liens, page courante marquée',
  args: { dashboardHref: '/admission/candidat/dashboard', profileHref: '/profil', currentPath: '/profil' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navigation principale' }));
    await expect(nav.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Mon espace' })).toHaveAttribute(
      'href',
      '/admission/candidat/dashboard',
    );
  },
};

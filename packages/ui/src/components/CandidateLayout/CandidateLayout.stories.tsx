import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CandidateLayout } from './CandidateLayout';
import { Card } from '../Card/Card';

const meta = {
  title: 'Components/CandidateLayout',
  component: CandidateLayout,
  args: {
    onLogout: fn(),
    theme: 'light',
    onThemeToggle: fn(),
    children: (
      <>
        <h1 style={{ margin: 0 }}>Mon espace candidat</h1>
        <Card title="Contenu de la page">
          <p style={{ margin: 0 }}>La page place son contenu ici.</p>
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof CandidateLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Admission en ligne');
    await expect(canvas.getByRole('link', { name: 'Admission en ligne' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Mon espace candidat' }),
    );
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Cell-INF/Admission 2025. Tous droits réservés.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Activer le thème sombre' }));
    await expect(args.onThemeToggle).toHaveBeenCalledWith('dark');
  },
};

export const OtherHomeAndProduct: Story = {
  args: { homeHref: '/dashboard', product: 'Scolarité' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Admission en ligne' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Cell-INF/Scolarité 2025. Tous droits réservés.',
    );
  },
};

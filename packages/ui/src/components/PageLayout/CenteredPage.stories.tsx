import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CenteredPage } from './PageLayout';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';

const meta = {
  title: 'Components/CenteredPage',
  id: 'components-centeredpage',
  component: CenteredPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Une page entière, un panneau centré et le pied de page (contact de l’assistance, ligne de l’application)\u00a0: le gabarit des pages de connexion, de mot de passe, de vérification et d’erreur. Le nom de l’application et sa ligne viennent de l’application.',
      },
    },
  },
  args: {
    productName: 'Admission en ligne',
    copyright: '© 2025 Établissement d’enseignement supérieur',
    title: 'Mot de passe oublié',
    subtitle: 'Recevez un lien pour choisir un nouveau mot de passe',
    supportEmail: 'assistance@admission.example',
    supportPhones: ['+221 33 000 00 01'],
    children: (
      <>
        <TextField label="E-mail" type="email" />
        <Button block>Envoyer le lien</Button>
      </>
    ),
  },
} satisfies Meta<typeof CenteredPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Le nom de l’application et sa marque en tête, un titre, le formulaire, le pied de page. */
export const Default: Story = {
  name: 'Page centrée',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Admission en ligne');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('button', { name: 'Envoyer le lien' }),
    );
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('assistance@admission.example');
    // The mark is 1.75rem whatever stylesheet loads last (test/browser/brandMark.test.tsx).
    const mark = canvas.getByRole('banner').querySelector('svg')!;
    await expect(getComputedStyle(mark).width).toBe('28px');
  },
};

/** Un panneau large (48 rem), pour un contenu qui en a besoin. */
export const Wide: Story = {
  name: 'Panneau large (wide)',
  args: { wide: true, title: 'Justificatif de modification', subtitle: undefined },
};

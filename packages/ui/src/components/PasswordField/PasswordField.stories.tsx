import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-passwordfield',
  component: PasswordField,
  parameters: {
    docs: {
      description: {
        component:
          'Champ de mot de passe avec un bouton pour l’afficher ou le masquer\u00a0; la valeur n’est gardée que dans le champ.',
      },
    },
  },
  args: { label: 'Mot de passe', name: 'password', autoComplete: 'current-password' },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowHide: Story = {
  name: 'Afficher et masquer le mot de passe',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Mot de passe');
    await userEvent.type(input, 'Secret#2025');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secret#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'password');
    backAtRest();
  },
};

export const WithError: Story = {
  name: 'Erreur de saisie',
  args: { error: 'Les mots de passe ne correspondent pas.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mot de passe');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Erreur\u00a0: Les mots de passe ne correspondent pas.');
  },
};

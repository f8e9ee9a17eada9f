import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from '../TextField/TextField';

const meta = {
  title: 'Components/ErrorSummary',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-errorsummary',
  component: ErrorSummary,
  parameters: {
    docs: {
      description: {
        component:
          'Liste de ce qui ne va pas, en haut d’un formulaire\u00a0: elle prend le focus à son apparition et chaque erreur mène à son champ.',
      },
    },
  },
  args: {
    errors: [
      { message: 'Les mots de passe ne correspondent pas.', fieldId: 'confirmation' },
      { message: 'Erreur lors de la réinitialisation du mot de passe.' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
      <ErrorSummary {...args} />
      <TextField
        id="confirmation"
        label="Confirmer le mot de passe"
        error="Les mots de passe ne correspondent pas."
      />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * À propos du focus : le récapitulatif des erreurs le prend à son apparition, et son lien le déplace
 * vers le champ. La story se termine avec le focus sur ce champ, ce qu’elle veut montrer (étiquette
 * `focus` : l’aperçu le lui laisse).
 */
export const TakesFocusAndLinksToFields: Story = {
  tags: ['focus'],
  name: 'Erreurs de formulaire, focus et liens vers les champs',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group', { name: 'Il y a un problème' });
    // The summary focuses itself once mounted (an effect): in Storybook's UI that can be a moment after the play starts.
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Les mots de passe ne correspondent pas.' }));
    await expect(canvas.getByLabelText('Confirmer le mot de passe')).toHaveFocus();
  },
};

export const Empty: Story = {
  name: 'Aucune erreur (rien n’est affiché)',
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

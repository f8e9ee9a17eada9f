import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';
import { tones } from '../../theme/tones';
import { capturesOf } from '../../testing/captures';

const meta = {
  title: 'Components/Alert',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-alert',
  component: Alert,
  parameters: {
    // Compared with references once, every state on one page: the story Captures below.
    visual: false,
    docs: {
      description: {
        component:
          'Message mis en avant dans la page, dans l’un des tons communs à tous les blocs\u00a0: information, succès, avertissement, erreur ou neutre, toujours avec une icône en plus de la couleur.',
      },
    },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    live: { control: 'inline-radio', options: ['polite', 'assertive', 'off'] },
  },
  args: {
    tone: 'info',
    title: 'Informations importantes',
    children: 'Les dates seront annoncées prochainement.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  name: 'Information (info)',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Informations importantes');
  },
};
export const Positive: Story = {
  name: 'Succès (positive)',
  args: { tone: 'positive', title: 'E-mail envoyé\u202f!', children: undefined },
};
export const Caution: Story = {
  name: 'Avertissement (caution)',
  args: { tone: 'caution', title: 'Vous avez choisi un autre programme', children: undefined },
};
export const Critical: Story = {
  name: 'Erreur (critical)',
  args: { tone: 'critical', title: undefined, children: 'Identifiants incorrects. Veuillez réessayer.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Identifiants incorrects. Veuillez réessayer.',
    );
  },
};
export const Neutral: Story = {
  name: 'Neutre (neutral)',
  args: { tone: 'neutral', title: 'Brouillon', children: 'Votre saisie est gardée sur cet appareil.' },
};
export const Static: Story = {
  name: 'Statique, sans annonce (live off)',
  args: { live: 'off' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Tous les états ci-dessus sur une seule image : la seule histoire de ce composant comparée à sa référence. */
export const Captures: Story = capturesOf(meta, { Info, Positive, Caution, Critical, Neutral, Static });

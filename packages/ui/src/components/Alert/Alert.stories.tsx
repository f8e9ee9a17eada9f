import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert, alertTones } from './Alert';
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
          'Message mis en avant dans la page\u00a0: information, succès, avertissement ou erreur, toujours avec une icône en plus de la couleur.',
      },
    },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
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
export const Success: Story = {
  name: 'Succès (success)',
  args: { tone: 'success', title: 'E-mail envoyé\u202f!', children: undefined },
};
export const Warning: Story = {
  name: 'Avertissement (warning)',
  args: { tone: 'warning', title: 'Vous avez choisi un autre programme', children: undefined },
};
export const Error: Story = {
  name: 'Erreur (error)',
  args: { tone: 'error', title: undefined, children: 'Identifiants incorrects. Veuillez réessayer.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Identifiants incorrects. Veuillez réessayer.',
    );
  },
};
export const Static: Story = {
  name: 'Statique, sans annonce (live off)',
  args: { live: 'off' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Tous les états ci-dessus sur une seule image : la seule histoire de ce composant comparée à sa référence. */
export const Captures: Story = capturesOf(meta, { Info, Success, Warning, Error, Static });

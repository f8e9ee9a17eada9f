import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { TextField } from './TextField';
import { capturesOf } from '../../testing/captures';

const meta = {
  title: 'Components/TextField',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-textfield',
  component: TextField,
  parameters: {
    // Compared with references once, every state on one page: the story Captures below.
    visual: false,
    docs: {
      description: {
        component:
          'Champ de saisie avec son libellé visible, une aide facultative et une erreur en ligne, lues avec le champ.',
      },
    },
  },
  args: { label: 'E-mail', name: 'email', type: 'email', placeholder: 'nom@exemple.sn' },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Vide',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'nom@exemple.sn');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Avec ce que l’utilisateur a saisi. */
export const Filled: Story = {
  name: 'Rempli',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await userEvent.type(input, 'awa@exemple.sn');
    await expect(input).toHaveValue('awa@exemple.sn');
    await expect(input).not.toHaveAttribute('aria-invalid');
    backAtRest();
  },
};

export const WithHint: Story = {
  name: 'Avec aide',
  args: { hint: 'Celle utilisée lors de votre inscription.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await expect(input).toHaveAccessibleDescription('Celle utilisée lors de votre inscription.');
  },
};

export const WithError: Story = {
  name: 'Erreur de saisie',
  args: { hint: 'Celle utilisée lors de votre inscription.', error: 'Saisissez une adresse e-mail valide.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Celle utilisée lors de votre inscription. Erreur\u00a0: Saisissez une adresse e-mail valide.',
    );
  },
};

/** Tous les états ci-dessus sur une seule image : la seule histoire de ce composant comparée à sa référence. */
export const Captures: Story = capturesOf(meta, {
  Default,
  Filled: { ...Filled, args: { defaultValue: 'awa@exemple.sn' } },
  WithHint,
  WithError,
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';
import { Stack } from './Stack';
import { capturesOf } from '../testing/captures';

const meta = {
  title: 'Components/Text',
  id: 'components-text',
  component: Text,
  parameters: {
    visual: false,
    docs: {
      description: {
        component:
          'Un texte dans la police du thème, à l’une de ses trois tailles et dans l’un des tons communs aux blocs (ou atténué), sans marge\u00a0: la règle `p` d’une page hôte ne l’atteint pas.',
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'secondary', 'info', 'positive', 'caution', 'critical', 'inherit'],
    },
    weight: { control: 'inline-radio', options: ['regular', 'strong'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  args: {
    children: 'Vous pouvez modifier votre choix de programme tant que votre candidature n’a pas été traitée.',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un paragraphe à la taille du corps de texte. */
export const Default: Story = {
  name: 'Paragraphe',
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    await expect(getComputedStyle(paragraph).fontSize).toBe('16px');
    await expect(getComputedStyle(paragraph).marginTop).toBe('0px');
  },
};

/** Les trois tailles, et le texte atténué. */
export const Sizes: Story = {
  name: 'Tailles et texte atténué',
  render: () => (
    <Stack space="sm">
      <Text size="lg" weight="strong">
        Score de la candidature
      </Text>
      <Text>14,25 points</Text>
      <Text size="sm" tone="secondary">
        Score calculé selon la formule de sélection
      </Text>
    </Stack>
  ),
};

/** Les tons : la couleur n’est jamais le seul signal, le texte dit ce qu’il en est. */
export const Tones: Story = {
  name: 'Tons',
  render: () => (
    <Stack space="xs">
      <Text tone="info">En cours d’examen</Text>
      <Text tone="positive">Acceptée</Text>
      <Text tone="caution">Liste d’attente</Text>
      <Text tone="critical">Candidature non retenue</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Acceptée').tagName).toBe('P');
  },
};

export const Captures: Story = capturesOf(meta, { Default, Sizes, Tones });

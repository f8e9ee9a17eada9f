import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';
import { Stack } from './Stack';
import { capturesOf } from '../testing/captures';

const meta = {
  title: 'Components/Heading',
  id: 'components-heading',
  component: Heading,
  parameters: {
    visual: false,
    docs: {
      description: {
        component:
          'Un titre de niveau 1 à 4, en gras dans la police du thème, sans marge\u00a0; `as` dessine un autre élément quand la structure de la page demande un autre niveau que la taille.',
      },
    },
  },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] } },
  args: { level: 2, children: 'Mes candidatures' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un titre de section. */
export const Default: Story = {
  name: 'Titre de niveau 2',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Mes candidatures',
    );
  },
};

/** Les quatre niveaux. */
export const Levels: Story = {
  name: 'Les quatre niveaux',
  render: () => (
    <Stack space="md">
      <Heading level={1}>Connexion Candidat</Heading>
      <Heading level={2}>Mes candidatures</Heading>
      <Heading level={3}>Programme choisi</Heading>
      <Heading level={4}>Documents fournis</Heading>
    </Stack>
  ),
};

/** Un `h3` à la taille d’un niveau 2. */
export const OtherElement: Story = {
  name: 'Autre élément que le niveau (as)',
  args: { level: 2, as: 'h3', children: 'Historique de la candidature' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const Captures: Story = capturesOf(meta, { Default, Levels, OtherElement });

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from './Stack';
import { Card } from '../components/Card/Card';
import { Text } from './Text';
import { capturesOf } from '../testing/captures';

const meta = {
  title: 'Components/Stack',
  id: 'components-stack',
  component: Stack,
  parameters: {
    visual: false,
    docs: {
      description: {
        component:
          'Empile ses enfants, séparés par un espacement du thème (`xs` à `xxl`)\u00a0: la liste verticale d’une page sans marge sur chaque élément. L’espacement peut changer avec la largeur de l’écran.',
      },
    },
  },
  argTypes: {
    space: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  args: {
    space: 'md',
    // A test id for the play functions (not one of the props: spread, not typed).
    ...({ 'data-testid': 'stack' } as object),
    children: [
      <Card key="1" title="Statut de la candidature">
        Soumise le 12 juillet 2025.
      </Card>,
      <Card key="2" title="Documents fournis">
        Carte d’identité, relevé de notes.
      </Card>,
      <Card key="3" title="Programme choisi">
        Agronomie.
      </Card>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trois cartes espacées de `md` (1 rem). */
export const Default: Story = {
  name: 'Espacement md',
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByTestId('stack')).rowGap).toBe('16px');
  },
};

/** Plus serré sur un téléphone, plus aéré à partir d’une tablette : `{ mobile: 'sm', tablet: 'xl' }`. */
export const Responsive: Story = {
  name: 'Espacement selon la largeur',
  args: {
    space: { mobile: 'sm', tablet: 'xl' },
    children: ['Relevé de notes', 'Carte d’identité', 'Photo d’identité'].map((item) => (
      <Text key={item}>{item}</Text>
    )),
  },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    await expect(getComputedStyle(stack).rowGap).toBe(window.innerWidth >= 481 ? '32px' : '8px');
  },
};

/** Une liste (`as="ul"`) : ses `<li>` sans puces ni marges venues de l’hôte. */
export const AsList: Story = {
  name: 'Liste (as ul)',
  args: {
    as: 'ul',
    space: 'xs',
    children: ['Carte d’identité', 'Relevé de notes du baccalauréat', 'Photo d’identité'].map((item) => (
      <li key={item}>{item}</li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Captures: Story = capturesOf(meta, { Default, Responsive, AsList });

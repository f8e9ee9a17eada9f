import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Column, Columns } from './Columns';
import { Card } from '../components/Card/Card';
import { capturesOf } from '../testing/captures';

const meta = {
  title: 'Components/Columns',
  id: 'components-columns',
  component: Columns,
  subcomponents: { Column },
  parameters: {
    visual: false,
    docs: {
      description: {
        component:
          'Des colonnes côte à côte (`Column`), qui se partagent la largeur ou prennent la part donnée, et s’empilent sous une largeur d’écran (`collapseBelow`).',
      },
    },
  },
  argTypes: {
    space: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    collapseBelow: { control: 'inline-radio', options: ['tablet', 'desktop'] },
  },
  args: {
    space: 'md',
    collapseBelow: 'tablet',
    children: [
      <Column key="1">
        <Card title="Informations personnelles">Aïssatou Ndiaye-Bâ</Card>
      </Column>,
      <Column key="2">
        <Card title="Score">14,25 points</Card>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deux colonnes égales, empilées sur un téléphone. */
export const Equal: Story = {
  name: 'Deux colonnes égales',
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('region');
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    // Side by side from 481 px on, one under the other below.
    if (window.innerWidth >= 481) await expect(Math.round(a.top)).toBe(Math.round(b.top));
    else await expect(b.top).toBeGreaterThan(a.bottom);
  },
};

/** Une colonne à la largeur de son contenu, l’autre prend le reste. */
export const ContentWidth: Story = {
  name: 'Une colonne à la largeur de son contenu',
  args: {
    collapseBelow: undefined,
    alignY: 'center',
    children: [
      <Column key="1" width="content">
        <strong>Note</strong>
      </Column>,
      <Column key="2">Score calculé selon la formule de sélection</Column>,
    ],
  },
};

/** Un tiers, deux tiers. */
export const Fractions: Story = {
  name: 'Un tiers, deux tiers',
  args: {
    children: [
      <Column key="1" width="1/3">
        <Card title="Menu">Candidatures</Card>
      </Column>,
      <Column key="2">
        <Card title="Contenu">La liste des candidatures.</Card>
      </Column>,
    ],
  },
};

export const Captures: Story = capturesOf(meta, { Equal, ContentWidth, Fractions });

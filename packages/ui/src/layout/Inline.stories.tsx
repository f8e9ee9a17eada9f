import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from './Inline';
import { Button } from '../components/Button/Button';
import { StatusBadge } from '../components/StatusBadge/StatusBadge';
import { capturesOf } from '../testing/captures';

const meta = {
  title: 'Components/Inline',
  id: 'components-inline',
  component: Inline,
  parameters: {
    visual: false,
    docs: {
      description: {
        component:
          'Met ses enfants côte à côte, séparés par un espacement du thème, et les passe à la ligne quand la place manque\u00a0: des boutons, des badges.',
      },
    },
  },
  argTypes: {
    space: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'spaceBetween'] },
    alignY: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline'] },
  },
  args: {
    space: 'sm',
    children: [
      <Button key="1">Enregistrer</Button>,
      <Button key="2" variant="secondary">
        Réinitialiser
      </Button>,
    ],
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Les boutons d’un formulaire, espacés de `sm`. */
export const Buttons: Story = {
  name: 'Boutons',
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    const gap = second!.getBoundingClientRect().left - first!.getBoundingClientRect().right;
    await expect(gap).toBe(8);
  },
};

/** Des badges centrés verticalement, qui passent à la ligne sur un téléphone. */
export const Badges: Story = {
  name: 'Badges qui passent à la ligne',
  args: {
    space: 'xs',
    alignY: 'center',
    children: [
      <StatusBadge key="1" tone="caution">
        Soumise
      </StatusBadge>,
      <StatusBadge key="2" tone="info">
        En cours d’examen
      </StatusBadge>,
      <StatusBadge key="3" tone="positive">
        Acceptée
      </StatusBadge>,
      <StatusBadge key="4" tone="critical">
        Candidature non retenue
      </StatusBadge>,
    ],
  },
};

/** Aux deux bords : un titre d’un côté, une action de l’autre. */
export const SpaceBetween: Story = {
  name: 'Aux deux bords (spaceBetween)',
  args: {
    align: 'spaceBetween',
    alignY: 'center',
    children: [
      <span key="1">Candidatures Université</span>,
      <Button key="2" variant="secondary" size="sm">
        Actualiser
      </Button>,
    ],
  },
};

export const Captures: Story = capturesOf(meta, { Buttons, Badges, SpaceBetween });

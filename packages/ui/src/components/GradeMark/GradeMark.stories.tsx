import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GradeMark } from './GradeMark';
import { capturesOf } from '../../testing/captures';

const meta = {
  title: 'Components/GradeMark',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-grademark',
  component: GradeMark,
  parameters: {
    // Compared with references once, every state on one page: the story Captures below.
    visual: false,
    docs: {
      description: {
        component:
          'Note sur 20, verte à 10 ou plus, rouge en dessous\u00a0; une flèche et un texte pour lecteur d’écran doublent la couleur.',
      },
    },
  },
  args: { mark: 12.5 },
} satisfies Meta<typeof GradeMark>;

export default meta;
type Story = StoryObj<typeof meta>;

// No word that reads like an admission decision: only the mark, an arrow and, for screen readers,
// where it stands against 10.
const decisionWords = /admis|insuffisant|refus|échec/i;

export const AtOrAbove10: Story = {
  name: 'Note supérieure ou égale à 10',
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('12,5/20, note supérieure ou égale à 10');
    await expect(canvasElement.textContent).not.toMatch(decisionWords);
  },
};

export const Exactly10: Story = {
  name: 'Note égale à 10',
  args: { mark: 10 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('10/20, note supérieure ou égale à 10');
  },
};

export const Below10: Story = {
  name: 'Note inférieure à 10',
  args: { mark: 9.75 },
  play: async ({ canvasElement }) => {
    // Below 10 an arrow and the hidden text say so: colour is not the only signal.
    await expect(canvasElement).toHaveTextContent('9,75/20, note inférieure à 10');
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
    await expect(canvasElement.textContent).not.toMatch(decisionWords);
  },
};

/** Tous les états ci-dessus sur une seule image : la seule histoire de ce composant comparée à sa référence. */
export const Captures: Story = capturesOf(meta, { AtOrAbove10, Exactly10, Below10 });

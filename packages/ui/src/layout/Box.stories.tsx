import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';
import { capturesOf } from '../testing/captures';

const spaceOptions = ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

const meta = {
  title: 'Components/Box',
  id: 'components-box',
  component: Box,
  parameters: {
    visual: false,
    docs: {
      description: {
        component:
          'La brique de base\u00a0: un élément avec les marges intérieures, le fond et l’arrondi du thème, éventuellement par largeur d’écran, sans règle CSS à écrire.',
      },
    },
  },
  argTypes: {
    padding: { control: 'inline-radio', options: spaceOptions },
    paddingX: { control: 'inline-radio', options: spaceOptions },
    paddingY: { control: 'inline-radio', options: spaceOptions },
    background: {
      control: 'inline-radio',
      options: [
        'surface',
        'surfaceMuted',
        'infoSurface',
        'positiveSurface',
        'cautionSurface',
        'criticalSurface',
      ],
    },
    borderRadius: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  args: {
    padding: 'md',
    background: 'surfaceMuted',
    borderRadius: 'md',
    children: 'Les dates de la prochaine période d’admission seront annoncées ici.',
    // A test id for the play functions (not one of the props: spread, not typed).
    ...({ 'data-testid': 'box' } as object),
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Une marge intérieure de `md` sur un fond atténué. */
export const Default: Story = {
  name: 'Marge intérieure et fond',
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByTestId('box')).padding).toBe('16px');
  },
};

/** Plus de marge à partir d’une tablette : `{ mobile: 'sm', tablet: 'xl' }`. */
export const Responsive: Story = {
  name: 'Marge selon la largeur',
  args: { padding: { mobile: 'sm', tablet: 'xl' }, background: 'positiveSurface' },
  play: async ({ canvasElement }) => {
    const padding = getComputedStyle(within(canvasElement).getByTestId('box')).paddingTop;
    await expect(padding).toBe(window.innerWidth >= 481 ? '32px' : '8px');
  },
};

/** Des marges différentes en largeur et en hauteur. */
export const Axes: Story = {
  name: 'Marges horizontale et verticale',
  args: { padding: undefined, paddingX: 'lg', paddingY: 'xs', background: 'cautionSurface', as: 'section' },
};

export const Captures: Story = capturesOf(meta, { Default, Responsive, Axes });

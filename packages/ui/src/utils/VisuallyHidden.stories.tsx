import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';
import { Button } from '../components/Button/Button';
import { PrinterIcon } from '../icons';

const meta = {
  title: 'Components/VisuallyHidden',
  id: 'components-visuallyhidden',
  component: VisuallyHidden,
  parameters: {
    docs: {
      description: {
        component:
          'Un texte lu par les lecteurs d’écran mais absent de l’écran\u00a0: le nom d’un bouton qui n’affiche qu’une icône, ou la fin d’une phrase que l’image dit déjà.',
      },
    },
  },
  args: { children: 'Imprimer le justificatif' },
  render: (args) => (
    <Button variant="secondary">
      <PrinterIcon />
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un bouton qui n’affiche qu’une icône : son nom est le texte masqué. */
export const IconButton: Story = {
  name: 'Icône seule, nommée pour les lecteurs d’écran',
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Imprimer le justificatif' });
    const hidden = button.querySelector('span')!;
    await expect(hidden).toHaveTextContent('Imprimer le justificatif');
    // Read, not drawn: one clipped pixel, the button as wide as its icon and padding.
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).clip).toBe('rect(0px, 0px, 0px, 0px)');
    await expect(button.getBoundingClientRect().width).toBeLessThan(80);
  },
};

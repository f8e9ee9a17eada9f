import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from './Dialog';
import { Button } from '../Button/Button';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Documents joints',
    description: 'Pièces déposées par le candidat.',
    trigger: <Button tone="secondary">Voir les documents</Button>,
    children: <p style={{ margin: 0 }}>Carte d’identité</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrapAndReturn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Voir les documents' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Documents joints' });
    await expect(dialog).toHaveAccessibleDescription('Pièces déposées par le candidat.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab stays inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true, footer: <Button>Enregistrer</Button> },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Documents joints' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useToast } from './Toast';
import { Button } from '../Button/Button';

// The preview's decorator provides the ToastProvider, as an app would near its root.
function Demo({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast.show({
            tone: 'success',
            description: 'Vos programmes ont été modifiés avec succès.',
            duration,
          })
        }
      >
        Succès
      </Button>
      <Button
        tone="secondary"
        onClick={() => toast.show({ tone: 'error', description: 'Erreur lors de la modification.' })}
      >
        Erreur
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Succès' }));
    await expect(await body.findByText('Vos programmes ont été modifiés avec succès.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Erreur' }));
    await expect(await body.findByText('Erreur lors de la modification.')).toBeVisible();
    // The new toast replaced the old: only one is on screen, titled after its tone.
    await waitFor(() => expect(body.queryByText('Vos programmes ont été modifiés avec succès.')).toBeNull());
    const viewport = body.getByRole('region', { name: /Notifications/ });
    await expect(viewport.querySelectorAll('li')).toHaveLength(1);
    await expect(within(viewport).getByText('Erreur', { selector: 'div' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Fermer la notification' }));
    await waitFor(() => expect(body.queryByText('Erreur lors de la modification.')).toBeNull());
  },
};

export const ClosesAfterItsDuration: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Succès' }));
    await expect(await body.findByText('Vos programmes ont été modifiés avec succès.')).toBeVisible();
    await waitFor(() => expect(body.queryByText('Vos programmes ont été modifiés avec succès.')).toBeNull(), {
      timeout: 3000,
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useToast } from './Toast';
import { Button } from '../Button/Button';
import { backAtRest } from '../../testing/rest';

// The preview's decorator provides the ToastProvider, as an app would near its root.
function Demo({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast.show({
            tone: 'positive',
            description: 'Vos programmes ont été modifiés avec succès.',
            duration,
          })
        }
      >
        Succès
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.show({ tone: 'critical', description: 'Erreur lors de la modification.' })}
      >
        Erreur
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-toast',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAtATime: Story = {
  name: 'Un seul à la fois',
  // The button that showed the toast keeps the focus, as in an app.
  tags: ['focus'],
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
  name: 'Fermeture après sa durée',
  tags: ['focus'],
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

const retrySave = fn();

/** A warning that offers a way out: « Réessayer » calls back, then the toast closes. */
function WarningDemo() {
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      onClick={() =>
        toast.show({
          tone: 'caution',
          description: 'Votre brouillon n’a pas été enregistré.',
          // Long enough for the screenshot on a busy machine.
          duration: 60_000,
          action: {
            label: 'Réessayer',
            onClick: retrySave,
            altText: 'Réessayez avec le bouton « Enregistrer le brouillon » du formulaire.',
          },
        })
      }
    >
      Enregistrer le brouillon
    </Button>
  );
}

export const WarningWithAction: Story = {
  name: 'Avertissement avec action',
  render: () => <WarningDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    retrySave.mockClear();
    const show = canvas.getByRole('button', { name: 'Enregistrer le brouillon' });
    await userEvent.click(show);
    const viewport = body.getByRole('region', { name: /Notifications/ });
    await expect(await within(viewport).findByText('Votre brouillon n’a pas été enregistré.')).toBeVisible();
    // Titled after its tone; stable hooks on the toast and its parts.
    const toast = viewport.querySelector('[data-adm="toast"]');
    await expect(toast).toHaveAttribute('data-tone', 'caution');
    await expect(toast?.querySelector('[data-adm-part="title"]')).toHaveTextContent('Avertissement');
    const action = within(viewport).getByRole('button', { name: 'Réessayer' });
    await expect(action).toHaveAttribute('data-adm-part', 'action');
    // The action calls back, then the toast closes.
    await userEvent.click(action);
    await expect(retrySave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByText('Votre brouillon n’a pas été enregistré.')).toBeNull());
    // Shown again, as the screenshot has it.
    await userEvent.click(show);
    await expect(await body.findByRole('button', { name: 'Réessayer' })).toBeVisible();
    backAtRest();
  },
};

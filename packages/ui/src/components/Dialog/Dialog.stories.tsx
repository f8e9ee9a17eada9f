import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from './Dialog';
import { Button } from '../Button/Button';

const meta = {
  title: 'Components/Dialog',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-dialog',
  component: Dialog,
  // The parts, each with its props table in the Docs page.
  subcomponents: {
    DialogRoot,
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogBody,
    DialogFooter,
    DialogClose,
  },
  args: {
    title: 'Documents joints',
    description: 'Pièces déposées par le candidat.',
    trigger: <Button variant="secondary">Voir les documents</Button>,
    children: <p style={{ margin: 0 }}>Carte d’identité</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const FocusTrapAndReturn: Story = {
  name: 'Focus piégé puis rendu',
  // The point: the focus comes back to the trigger.
  tags: ['focus'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
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
  name: 'Ouverte',
  args: { defaultOpen: true, footer: <Button>Enregistrer</Button> },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Documents joints' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** `size="sm"` : une question courte, 28 rem au plus. */
export const SmallSize: Story = {
  name: 'Petite largeur',
  // The open dialog holds the focus, on its close button.
  tags: ['focus'],
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Supprimer le document\u00a0?',
    description: 'Le relevé de notes sera retiré de votre dossier.',
    children: undefined,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Annuler</Button>
        </DialogClose>
        <Button tone="critical">Supprimer</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Supprimer le document\u00a0?' });
    await expect(dialog).toHaveAttribute('data-size', 'sm');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(28 * 16 + 0.5);
    // « Annuler » is a DialogClose: the same button, marked as the dialog's close part.
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveAttribute(
      'data-adm-part',
      'close',
    );
  },
};

const candidates = ['Awa Diop', 'Moussa Ndiaye', 'Fatou Sarr', 'Ibrahima Fall', 'Mariama Ba', 'Cheikh Sy'];

/** `size="lg"` : un tableau ou une longue liste, 56 rem au plus. */
export const LargeSize: Story = {
  name: 'Grande largeur',
  tags: ['focus'],
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Candidats retenus',
    description: 'Licence Informatique, première session.',
    children: (
      <ol style={{ margin: 0 }}>
        {candidates.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
    ),
    footer: <Button>Exporter la liste</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Candidats retenus' });
    await expect(dialog).toHaveAttribute('data-size', 'lg');
    const width = dialog.getBoundingClientRect().width;
    await expect(width).toBeLessThanOrEqual(Math.min(56 * 16, window.innerWidth - 16) + 0.5);
    await expect(width).toBeGreaterThan(Math.min(40 * 16, window.innerWidth - 16) - 0.5);
  },
};

/**
 * `modal={false}` : la page reste utilisable à côté de la boîte de dialogue (pas inerte, sans voile
 * de fond ni piège à focus) ; le déclencheur l’ouvre et la ferme, Échap la ferme et le focus revient
 * au déclencheur. Affichée ouverte.
 */
export const NonModal: Story = {
  name: 'Non modale',
  // The open dialog holds the focus.
  tags: ['focus'],
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <DialogRoot>
        <DialogTrigger asChild>
          <Button variant="secondary">Aide à la saisie</Button>
        </DialogTrigger>
        <DialogContent modal={false} size="sm">
          <DialogHeader>
            <DialogTitle>Aide à la saisie</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <p style={{ margin: 0 }}>{'Les notes s’écrivent sur 20, avec une virgule\u00a0: 14,5.'}</p>
          </DialogBody>
        </DialogContent>
      </DialogRoot>
      <Button variant="ghost">Autre action</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Aide à la saisie' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Aide à la saisie' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The page behind is neither hidden from assistive technology nor inert.
    await expect(canvas.getByRole('button', { name: 'Autre action' })).toBeVisible();
    await expect(canvasElement.ownerDocument.body.style.pointerEvents).not.toBe('none');
    await expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull();
    await expect(dialog).toHaveAttribute('data-adm', 'dialog');
    // The trigger closes it again (it is not a click outside).
    await userEvent.click(trigger);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Reopened, Escape closes it and the focus goes back to the trigger.
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog', { name: 'Aide à la saisie' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(dialog).not.toBeInTheDocument();
    // Open again, as the screenshot shows it: beside the page, which stays usable.
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog', { name: 'Aide à la saisie' });
    await userEvent.click(canvas.getByRole('button', { name: 'Autre action' }));
    await expect(canvas.getByRole('button', { name: 'Autre action' })).toHaveFocus();
    // A click elsewhere closes a non-modal dialog, and leaves the focus where it went.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog', { name: 'Aide à la saisie' });
  },
};

const documents = [
  'Carte d’identité',
  'Relevé de notes du baccalauréat',
  'Diplôme du baccalauréat',
  'Acte de naissance',
  'Certificat de résidence',
  'Photo d’identité',
  'Attestation de bourse',
  'Lettre de motivation',
  'Curriculum vitæ',
  'Attestation de stage',
  'Certificat médical',
];

/**
 * Les parties composées à la main : un pied de page sur mesure (une note, « Annuler » par
 * DialogClose, « Envoyer »), un long corps qui défile tandis que l’en-tête et le pied de page
 * restent visibles, et l’`aria-describedby` de la boîte de dialogue complété par l’identifiant de la
 * description.
 */
export const CustomFooter: Story = {
  name: 'Pied de page personnalisé',
  // The open dialog holds the focus: the point is the focused checkbox in view above the footer.
  tags: ['focus'],
  render: () => (
    <>
      <p id="dossier-note" style={{ margin: 0 }}>
        {'Dossier n°\u00a02025-0142'}
      </p>
      <DialogRoot defaultOpen>
        <DialogTrigger asChild>
          <Button variant="secondary">Compléter le dossier</Button>
        </DialogTrigger>
        <DialogContent aria-describedby="dossier-note" data-testid="dossier">
          <DialogHeader>
            <DialogTitle>Pièces à fournir</DialogTitle>
          </DialogHeader>
          <DialogDescription>Cochez les pièces que vous déposez aujourd’hui.</DialogDescription>
          <DialogBody>
            {documents.map((name) => (
              <label
                key={name}
                style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: 44 }}
              >
                <input type="checkbox" style={{ width: 24, height: 24 }} />
                {name}
              </label>
            ))}
          </DialogBody>
          <DialogFooter>
            <p style={{ margin: 0, flexBasis: '100%' }}>{'Formats acceptés\u00a0: PDF, JPEG.'}</p>
            <DialogClose>
              <Button variant="secondary">Annuler</Button>
            </DialogClose>
            <Button>Envoyer</Button>
          </DialogFooter>
        </DialogContent>
      </DialogRoot>
    </>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Pièces à fournir' });
    await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
    // The host's description and the dialog's own, both read.
    await expect(dialog.getAttribute('aria-describedby')?.split(' ')[0]).toBe('dossier-note');
    await expect(dialog).toHaveAccessibleDescription(
      /^Dossier n°\s2025-0142 Cochez les pièces que vous déposez aujourd’hui\.$/,
    );
    // Stable hooks for the host's CSS and tests.
    await expect(dialog).toHaveAttribute('data-adm', 'dialog');
    for (const part of ['header', 'title', 'description', 'body', 'footer']) {
      await expect(dialog.querySelector(`[data-adm-part="${part}"]`)).not.toBeNull();
    }
    // The dialog fits the screen; the body scrolls and the footer's buttons are in view.
    const body = dialog.querySelector('[data-adm-part="body"]')!;
    await waitFor(() => expect(body.scrollHeight).toBeGreaterThan(body.clientHeight));
    const box = dialog.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    await expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom);
    // The last checkbox, reached from the keyboard, is scrolled into view above the footer.
    const last = within(dialog).getByRole('checkbox', { name: 'Certificat médical' });
    last.focus();
    const footer = dialog.querySelector('[data-adm-part="footer"]')!;
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(footer.getBoundingClientRect().top),
    );
  },
};

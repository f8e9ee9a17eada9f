import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApplicationsList } from './ApplicationsList';
import type { ProgramKind } from './types';
import { StaffLayout } from '../../components/StaffSidebar/StaffLayout';
import { coranApplications, majalisApplications, universiteApplications } from '../../testing';

// The portal's route of each list, the sidebar's current page.
const listPaths: Readonly<Record<ProgramKind, string>> = {
  universite: '/admission/etudiant-candidats',
  coran: '/admission/coran-candidats',
  majalis: '/admission/majalis-candidats',
};

/** The page around the list, as the portal's staff layout renders it: the sidebar keeps its state. */
function StaffPage({ kind, children }: { kind: ProgramKind; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <StaffLayout currentPath={listPaths[kind]} collapsed={collapsed} onCollapsedChange={setCollapsed}>
      {children}
    </StaffLayout>
  );
}

// The preview's decorator provides the ToastProvider the screen needs.
const meta = {
  title: 'Screens/ApplicationsList',
  component: ApplicationsList,
  decorators: [
    (Story, { args }) => (
      <StaffPage kind={args.kind}>
        <Story />
      </StaffPage>
    ),
  ],
  args: {
    kind: 'universite',
    applications: universiteApplications,
    onAccept: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ApplicationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const columns = ['Prénom', 'Nom', 'Email', 'Statut', 'Documents', 'Actions'];

/**
 * The sidebar's navigation: beside the list on a wide screen; under 768 px (the dark 360 px story
 * project) in the sheet that the menu button opens.
 */
async function sidebarNavigation(canvasElement: HTMLElement) {
  if (window.matchMedia('(max-width: 767.98px)').matches) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Déplier le menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Navigation des modules' });
    return within(sheet).getByRole('navigation', { name: 'Navigation des modules' });
  }
  return within(canvasElement).getByRole('navigation', { name: 'Navigation des modules' });
}

export const Universite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Candidatures Université' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(columns);
    // Every column fits: the region never needs sideways scrolling, at 360 px the rows stack.
    const region = canvas.getByRole('region', { name: 'Candidatures Université' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);

    const pending = within(canvas.getByRole('row', { name: /Aminata/ }));
    await expect(pending.getByText('En attente')).toBeVisible();
    await expect(pending.getByRole('button', { name: /^Accepter/ })).toBeEnabled();
    await expect(pending.getByRole('button', { name: /^Rejeter/ })).toBeEnabled();

    const accepted = within(canvas.getByRole('row', { name: /Moussa/ }));
    await expect(accepted.getByText('Acceptée')).toBeVisible();
    await expect(accepted.getByRole('button', { name: /^Accepter/ })).toBeDisabled();
    await expect(accepted.getByRole('button', { name: /^Rejeter/ })).toBeDisabled();

    const rejected = within(canvas.getByRole('row', { name: /Fatou/ }));
    await expect(rejected.getByText('Rejetée')).toBeVisible();
    await expect(rejected.getByRole('button', { name: /^Accepter/ })).toBeDisabled();

    await expect(await sidebarNavigation(canvasElement)).toBeVisible();
  },
};

export const Coran: Story = {
  args: { kind: 'coran', applications: coranApplications },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Candidatures Institut du Coran' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(coranApplications.length + 1);
    // The sidebar marks the list's own route as the current page.
    const nav = within(await sidebarNavigation(canvasElement));
    await expect(nav.getByRole('link', { name: 'Candidatures Institut du Coran' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Majalis: Story = {
  args: { kind: 'majalis', applications: majalisApplications },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Candidatures Majalis' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(majalisApplications.length + 1);
  },
};

export const DocumentsDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Voir les documents de Aminata Diallo' });
    await userEvent.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Documents joints' }));
    await expect(dialog.getAllByRole('listitem')[0]).toHaveTextContent('Relevé de notes du baccalauréat');
    // Each "Voir" link names its document and says it opens a new tab.
    await expect(
      dialog.getByRole('link', {
        name: "Voir Relevé de notes du baccalauréat (s'ouvre dans un nouvel onglet)",
      }),
    ).toBeVisible();
    const links = dialog.getAllByRole('link', { name: /^Voir/ });
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    await expect(links[0]).toHaveAttribute('href', 'https://example.org/documents/u-001/releve.pdf');

    // Escape closes the dialog and focus returns to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();

    // An application without documents says so.
    await userEvent.click(canvas.getByRole('button', { name: 'Voir les documents de Fatou Ndiaye' }));
    const empty = within(await screen.findByRole('dialog', { name: 'Documents joints' }));
    await expect(empty.getByText('Aucun document disponible')).toBeVisible();
  },
};

export const AcceptedToast: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accepter la candidature de Aminata Diallo' }));
    await expect(args.onAccept).toHaveBeenCalledWith('u-001');
    const region = within(screen.getByRole('region', { name: /Notifications/ }));
    await expect(await region.findByText('Candidature acceptée')).toBeVisible();
    await expect(region.getByText('La candidature a été acceptée avec succès.')).toBeVisible();
  },
};

export const RejectedToast: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rejeter la candidature de Aminata Diallo' }));
    await expect(args.onReject).toHaveBeenCalledWith('u-001');
    const region = within(screen.getByRole('region', { name: /Notifications/ }));
    await expect(await region.findByText('Candidature rejetée')).toBeVisible();
    await expect(region.getByText('La candidature a été rejetée.')).toBeVisible();
    // The sample screens change nothing: the application is still pending.
    await expect(within(canvas.getByRole('row', { name: /Aminata/ })).getByText('En attente')).toBeVisible();
  },
};

export const MobileFocusNotObscured: Story = {
  args: { kind: 'coran', applications: coranApplications },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Under 768 px the sidebar starts closed behind its menu button, which comes first in Tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Déplier le menu' })).toHaveFocus();
    const view = canvas.getAllByRole('button', { name: /^Voir les documents de / })[0];
    if (!view) throw new Error('no "Voir les documents" button');
    for (let press = 0; press < 30 && document.activeElement !== view; press += 1) await userEvent.tab();
    await expect(view).toHaveFocus();
    // WCAG 2.2 2.4.11: nothing covers the focused button.
    const box = view.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(top !== null && view.contains(top)).toBe(true);
  },
};

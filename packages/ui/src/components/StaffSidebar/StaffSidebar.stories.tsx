import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffSidebar } from './StaffSidebar';
import { StaffLayout } from './StaffLayout';

const meta = {
  title: 'Components/StaffSidebar',
  component: StaffSidebar,
  args: { currentPath: '/admission/coran-candidats', collapsed: false, onCollapsedChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StaffSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAdmissionSection: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navigation des modules' }));
    await expect(nav.getByRole('link', { name: 'Candidatures Institut du Coran' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Only the matching section shows its sub-modules.
    await expect(nav.getByRole('link', { name: 'Liste des candidats' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Catalogue' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'Bibliothèque' })).toBeVisible();
  },
};

export const OutsideAnySection: Story = {
  args: { currentPath: '/profil' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Catalogue' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Liste des utilisateurs' })).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Labels stay for assistive technology while only icons show.
    await expect(canvas.getByRole('link', { name: 'Admission' })).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Déplier le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
  },
};

function Interactive() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <StaffLayout
      currentPath="/admission/etudiant-candidats"
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
    >
      <h1 style={{ margin: 0 }}>Candidatures Université</h1>
    </StaffLayout>
  );
}

export const KeyboardShortcut: Story = {
  render: () => <Interactive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Réduire le menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(canvas.getByRole('button', { name: 'Déplier le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(canvas.getByRole('button', { name: 'Réduire le menu' })).toBeVisible();
  },
};

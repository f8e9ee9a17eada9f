import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { StaffSidebar } from './StaffSidebar';
import { StaffLayout } from './StaffLayout';
import type { StaffNavigation, StaffNavItem } from './staffModules';
import { sampleStaffNavigation } from '../../testing';

const meta = {
  title: 'Components/StaffSidebar',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-staffsidebar',
  component: StaffSidebar,
  args: {
    currentPath: '/admission/coran-candidats',
    collapsed: false,
    onCollapsedChange: fn(),
    navigation: sampleStaffNavigation,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Navigation latérale du personnel\u00a0: colonne repliable sur grand écran (bouton ou Ctrl/Cmd+B), panneau modal sous 768\u00a0px.',
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof StaffSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story pins its width, so both story projects (light 1280 px, dark 360 px) check the same
// state: the sidebar beside the page on a wide screen, a modal sheet under 768 px.
const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile360', isRotated: false } };

export const InAdmissionSection: Story = {
  name: 'Dans la section Admission',
  globals: desktop,
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
    // Long labels wrap: no label is cut ("Candidatures Universit…").
    for (const link of nav.getAllByRole('link')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
  },
};

export const OutsideAnySection: Story = {
  name: 'Hors de toute section',
  globals: desktop,
  args: { currentPath: '/profil' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Catalogue' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Liste des utilisateurs' })).toBeVisible();
  },
};

export const AppHrefs: Story = {
  name: 'Routes de l’application',
  globals: desktop,
  // The app gives its own routes (here for two entries; the others keep the spec's paths).
  args: {
    currentPath: '/staff/universite',
    navigation: withHrefs(sampleStaffNavigation, {
      '/admission/etudiant-candidats': '/staff/universite',
      '/profil': '/staff/profil',
    }),
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navigation des modules' }));
    const list = nav.getByRole('link', { name: 'Candidatures Université' });
    await expect(list).toHaveAttribute('href', '/staff/universite');
    await expect(list).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/staff/profil');
    await expect(nav.getByRole('link', { name: 'Candidatures Majalis' })).toHaveAttribute(
      'href',
      '/admission/majalis-candidats',
    );
    // The section of the current list is the one expanded, though its path is not under /admission.
    await expect(nav.getByRole('link', { name: 'Liste des candidats' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Catalogue' })).toBeNull();
  },
};

export const Collapsed: Story = {
  name: 'Repliée, icônes seules',
  globals: desktop,
  args: { collapsed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Labels stay for assistive technology while only icons show; a tooltip shows them on focus.
    const admission = canvas.getByRole('link', { name: 'Admission' });
    await expect(admission).toBeInTheDocument();
    admission.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Admission');
    const toggle = canvas.getByRole('button', { name: 'Déplier le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    backAtRest();
  },
};

function Interactive({ onCollapsedChange }: { onCollapsedChange?: (collapsed: boolean) => void }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <StaffLayout
      currentPath="/admission/etudiant-candidats"
      navigation={sampleStaffNavigation}
      collapsed={collapsed}
      onCollapsedChange={(next) => {
        onCollapsedChange?.(next);
        setCollapsed(next);
      }}
    >
      <h1 style={{ margin: 0 }}>Candidatures Université</h1>
      <button type="button">Voir les documents</button>
    </StaffLayout>
  );
}

export const KeyboardShortcut: Story = {
  name: 'Raccourci clavier Ctrl/Cmd+B',
  globals: desktop,
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

/** The navigation with some hrefs replaced, as an app with other routes would give it. */
function withHrefs(navigation: StaffNavigation, hrefs: Readonly<Record<string, string>>): StaffNavigation {
  const moved = <T extends StaffNavItem>(item: T): T => ({ ...item, href: hrefs[item.href] ?? item.href });
  return {
    home: moved(navigation.home),
    modules: navigation.modules.map((module) => ({ ...moved(module), children: module.children.map(moved) })),
    accountLinks: navigation.accountLinks.map(moved),
  };
}

const sheet = () => screen.getByRole('dialog', { name: 'Navigation des modules' });

export const MobileSheet: Story = {
  name: 'Panneau mobile, ouverture et fermeture',
  globals: mobile,
  render: (args) => <Interactive onCollapsedChange={args.onCollapsedChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Closed at first: only the menu button shows, the page takes the whole width.
    const menu = canvas.getByRole('button', { name: 'Déplier le menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(screen.queryByRole('navigation', { name: 'Navigation des modules' })).toBeNull();
    const page = canvas.getByRole('button', { name: 'Voir les documents' });
    await expect(page.getBoundingClientRect().left).toBeLessThan(48);

    // Open: a modal sheet 18rem wide; the focus is inside and a full round of Tab stays there.
    await userEvent.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Navigation des modules' });
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(18 * 16, 0);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Réduire le menu' })).toHaveFocus(),
    );
    const stops = dialog.querySelectorAll('a[href], button').length;
    for (let press = 0; press <= stops; press += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // The page behind is out of reach (Radix hides it from assistive technology too).
    await expect(canvas.queryByRole('button', { name: 'Voir les documents' })).toBeNull();

    // Escape closes it and gives the focus back to the menu button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Ctrl/Cmd+B opens and closes it too; the "Réduire le menu" button closes it.
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(await screen.findByRole('dialog', { name: 'Navigation des modules' })).toBeVisible();
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(menu);
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Réduire le menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Following a link closes it.
    await userEvent.click(menu);
    await userEvent.click(within(sheet()).getByRole('link', { name: 'Liste des candidats' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The sheet is not the desktop state: nothing is reported for the app to store.
    await expect(args.onCollapsedChange).not.toHaveBeenCalled();
    backAtRest();
  },
};

export const MobileSheetOpen: Story = {
  name: 'Panneau mobile ouvert',
  globals: mobile,
  render: (args) => <Interactive onCollapsedChange={args.onCollapsedChange} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Déplier le menu' }));
    const nav = within(
      within(await screen.findByRole('dialog', { name: 'Navigation des modules' })).getByRole('navigation', {
        name: 'Navigation des modules',
      }),
    );
    // The full labels, whatever the desktop state, with the current section's sub-modules.
    await expect(nav.getByRole('link', { name: 'Candidatures Université' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByText('Modules', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bibliothèque' })).toBeVisible();
    // Left open: axe checks the page with the sheet over it.
    backAtRest();
  },
};

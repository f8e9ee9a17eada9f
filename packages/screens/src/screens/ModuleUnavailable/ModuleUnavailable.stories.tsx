import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModuleUnavailable } from './ModuleUnavailable';
import { StaffHeader } from '../../chrome/StaffHeader/StaffHeader';
import { sampleStaffNavigation } from '../../testing/index';
import { StaffLayout, type ThemeName } from '@admission/ui';
import { backAtRest } from '@admission/ui/testing';

const onLogout = fn();

/** The staff shell as the portal renders it: header, sidebar, the page. */
function Shell({ path, children }: { path: string; children: React.ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [theme, setTheme] = useState<ThemeName>('light');
  return (
    <StaffLayout
      navigation={sampleStaffNavigation}
      currentPath={path}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      header={
        <StaffHeader
          name="Abdoulaye Sy"
          roles={['default-roles-admission', 'admin']}
          theme={theme}
          onThemeToggle={setTheme}
          onLogout={onLogout}
        />
      }
    >
      {children}
    </StaffLayout>
  );
}

const meta = {
  title: 'ModuleUnavailable',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-moduleunavailable',
  parameters: {
    docs: {
      description: {
        component:
          'Module de la barre latérale que ce portail ne propose pas, affiché dans le cadre du personnel au lieu d’une page 404.',
      },
    },
    layout: 'fullscreen',
  },
  component: ModuleUnavailable,
  args: { moduleName: 'Bibliothèque', backHref: '/admission/etudiant-candidats' },
  decorators: [
    (Story) => (
      <Shell path="/bibliotheque/catalogue">
        <Story />
      </Shell>
    ),
  ],
} satisfies Meta<typeof ModuleUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideTheStaffShell: Story = {
  name: 'Dans le cadre du personnel',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Module non disponible dans ce portail' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Ce module de l’établissement n’est pas proposé par le portail d’admission.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour aux candidatures' })).toHaveAttribute(
      'href',
      '/admission/etudiant-candidats',
    );
    // The shell's header: who is signed in, as what, and the way out.
    await expect(canvas.getByText('Abdoulaye Sy')).toBeVisible();
    await expect(canvas.getByText('Administrateur')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await expect(onLogout).toHaveBeenCalled();
    backAtRest();
  },
};

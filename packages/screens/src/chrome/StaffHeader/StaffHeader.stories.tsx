import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffHeader } from './StaffHeader';
import { backAtRest } from '@admission/ui/testing';

const meta = {
  title: 'StaffHeader',
  id: 'screens-staffheader',
  component: StaffHeader,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'L’en-tête des pages du personnel\u00a0: «\u00a0Admission en ligne\u00a0», la personne connectée et ses rôles, le thème et «\u00a0Déconnexion\u00a0».',
      },
    },
  },
  args: {
    name: 'Abdoulaye Sy',
    roles: ['default-roles-admission', 'admin'],
    theme: 'light',
    onThemeToggle: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof StaffHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un administrateur : son nom, son rôle en français ; les rôles techniques ne sont pas montrés. */
export const Admin: Story = {
  name: 'Administrateur',
  play: async ({ args, canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveTextContent('Abdoulaye Sy');
    await expect(header).not.toHaveTextContent('default-roles-admission');
    await userEvent.click(within(header).getByRole('button', { name: /Déconnexion/ }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

/** Une enseignante de l’institut du Coran, en thème sombre. */
export const QuranTeacher: Story = {
  name: 'Enseignante, thème sombre proposé',
  args: { name: 'Mariama Diallo', roles: ['quran_teacher'], theme: 'dark' },
};

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

/** The box of what an element draws: its text as laid out, which may overflow the element's own box. */
function drawn(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/**
 * The title, the name, the role, the theme toggle and « Déconnexion » each keep their own room: no
 * two of their drawn boxes intersect, whatever the width (the title ran over the name at 360 px).
 */
async function nothingOverlaps(header: HTMLElement) {
  const brand = header.querySelector('[data-adm-part="brand"]');
  const toggle = header.querySelector('[data-adm="theme-toggle"]');
  if (!brand || !toggle) throw new Error('the title or the theme toggle is missing');
  const boxes = [
    ['title', drawn(brand)],
    ['name', drawn(within(header).getByText(/^(Abdoulaye Sy|Mariama Diallo)$/))],
    ['role', drawn(within(header).getByText(/^(Administrateur|Enseignant)/))],
    ['theme', toggle.getBoundingClientRect()],
    [
      'logout',
      within(header)
        .getByRole('button', { name: /Déconnexion/ })
        .getBoundingClientRect(),
    ],
  ] as const;
  const overlaps: string[] = [];
  for (const [i, [a, boxA]] of boxes.entries()) {
    for (const [b, boxB] of boxes.slice(i + 1)) {
      const apart =
        boxA.right <= boxB.left ||
        boxB.right <= boxA.left ||
        boxA.bottom <= boxB.top ||
        boxB.bottom <= boxA.top;
      if (!apart) overlaps.push(`${a} / ${b}`);
    }
  }
  await expect(overlaps).toEqual([]);
  // Nothing runs out of the page either.
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
}

/** Un administrateur : son nom, son rôle en français ; les rôles techniques ne sont pas montrés. */
export const Admin: Story = {
  name: 'Administrateur',
  play: async ({ args, canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveTextContent('Abdoulaye Sy');
    await expect(header).not.toHaveTextContent('default-roles-admission');
    await nothingOverlaps(header);
    await userEvent.click(within(header).getByRole('button', { name: /Déconnexion/ }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

/** Une enseignante de l’institut du Coran, en thème sombre. */
export const QuranTeacher: Story = {
  name: 'Enseignante, thème sombre proposé',
  args: { name: 'Mariama Diallo', roles: ['quran_teacher'], theme: 'dark' },
  play: async ({ canvasElement }) => {
    await nothingOverlaps(within(canvasElement).getByRole('banner'));
  },
};

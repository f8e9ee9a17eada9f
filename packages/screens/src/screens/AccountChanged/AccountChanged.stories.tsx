import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountChanged } from './AccountChanged';
import { backAtRest } from '@admission/ui/testing';

const meta = {
  title: 'AccountChanged',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-accountchanged',
  parameters: {
    docs: {
      description: {
        component:
          'Un autre compte s’est connecté dans un autre onglet\u00a0: la page le dit et propose de continuer avec ce compte.',
      },
    },
    layout: 'fullscreen',
  },
  component: AccountChanged,
  args: { email: 'candidat.unique@example.org', onContinue: fn() },
} satisfies Meta<typeof AccountChanged>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un autre compte s’est connecté dans un autre onglet : c’est dit, avec la suite proposée, jamais un changement silencieux. */
export const Default: Story = {
  name: 'Autre compte connecté',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Un autre compte est connecté' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'candidat.unique@example.org vient de se connecter dans un autre onglet de ce navigateur.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer avec candidat.unique@example.org' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

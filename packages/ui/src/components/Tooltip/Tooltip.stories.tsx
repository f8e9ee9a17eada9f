import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip, TooltipContent, TooltipProvider, TooltipRoot, TooltipTrigger } from './Tooltip';
import { Button } from '../Button/Button';

const meta = {
  title: 'Components/Tooltip',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-tooltip',
  component: Tooltip,
  subcomponents: { TooltipProvider, TooltipRoot, TooltipTrigger, TooltipContent },
  args: {
    content: 'Ctrl+B',
    children: <Button variant="secondary">Réduire le menu</Button>,
  },
  decorators: [(Story) => <div style={{ padding: '3rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  name: 'Au focus clavier',
  // The point: the tooltip shown while its trigger has the keyboard focus.
  tags: ['focus'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Réduire le menu' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Ctrl+B');
  },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Délais réglés infobulle par infobulle : « Télécharger » attend 1,5 s au survol (plus
 * que les 700 ms du fournisseur), « Imprimer » (composée par parties, placée à droite)
 * s’ouvre aussitôt. Le focus clavier ouvre une infobulle aussitôt, quel que soit son délai.
 */
export const CustomDelay: Story = {
  name: 'Délai personnalisé',
  // Shown as the keyboard leaves it: « Imprimer » focused, its tooltip open.
  tags: ['focus'],
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1rem' }}>
      <TooltipRoot delayDuration={0}>
        <TooltipTrigger asChild>
          <Button variant="secondary">Imprimer</Button>
        </TooltipTrigger>
        <TooltipContent side="right">Ctrl+P</TooltipContent>
      </TooltipRoot>
      <Tooltip content="Le relevé au format PDF" delayDuration={1500}>
        <Button variant="secondary">Télécharger</Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // 1.5 s: still closed when the provider's 700 ms would have opened it, open after.
    await userEvent.hover(canvas.getByRole('button', { name: 'Télécharger' }));
    await wait(900);
    await expect(body.queryByRole('tooltip')).toBeNull();
    await expect(await body.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      'Le relevé au format PDF',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // 0: at once on hover; the bubble carries the stable hooks.
    const print = canvas.getByRole('button', { name: 'Imprimer' });
    await expect(print).toHaveAttribute('data-adm-part', 'trigger');
    await userEvent.hover(print);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Ctrl+P');
    const bubble = canvasElement.ownerDocument.querySelector('[data-adm="tooltip"]');
    await expect(bubble).toHaveAttribute('data-adm-part', 'content');
    await expect(print).toHaveAccessibleDescription('Ctrl+P');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await userEvent.unhover(print);
    // From the keyboard: open at once.
    await userEvent.tab();
    await expect(print).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Ctrl+P');
  },
};

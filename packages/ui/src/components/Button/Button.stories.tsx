import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';
import { capturesOf } from '../../testing/captures';

const meta = {
  title: 'Components/Button',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-button',
  component: Button,
  parameters: {
    // Compared with references once, every state on one page: the story Captures below.
    visual: false,
    docs: {
      description: {
        component:
          'Bouton d’action, de trois poids (principal, secondaire, discret), neutre ou critique (une action destructrice), en deux tailles\u00a0; 44\u00a0px de haut par défaut, facile à toucher sur un téléphone.',
      },
    },
  },
  // Every control set from the start (a toggle, not a « Set boolean » button): try `busy` here.
  args: {
    children: 'Se connecter',
    variant: 'primary',
    tone: 'neutral',
    size: 'md',
    block: false,
    disabled: false,
    busy: false,
    busyLabel: 'Traitement…',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** L’action principale de la page, une par page ou par formulaire. */
export const Primary: Story = {
  name: 'Principal (primary)',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se connecter' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

/** Une autre action à côté de la principale (annuler, réinitialiser, revenir). */
export const Secondary: Story = {
  name: 'Secondaire (secondary)',
  args: { variant: 'secondary', children: 'Réinitialiser' },
};

/** Une action qui retire ou refuse, le plus souvent confirmée dans une boîte de dialogue. */
export const Danger: Story = {
  name: 'Critique, action destructrice (tone critical)',
  args: { tone: 'critical', children: 'Confirmer le rejet' },
};

/** Sans fond tant qu’il n’est pas survolé, pour les outils à côté d’un titre (thème, menu, fermer). */
export const Ghost: Story = {
  name: 'Discret (ghost)',
  args: { variant: 'ghost', children: 'Fermer' },
};

/** Compact, pour les tableaux et les barres d’outils. 36 px de haut, plus que la cible de 24 px de WCAG 2.2. */
export const Small: Story = {
  name: 'Petite taille (sm)',
  args: { size: 'sm', children: 'Accepter' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Accepter' });
    await expect(getComputedStyle(button).minHeight).toBe('36px');
  },
};

/** Aussi large que son conteneur, comme le bouton d’envoi d’un formulaire étroit (connexion, mot de passe). */
export const Block: Story = {
  name: 'Pleine largeur (block)',
  args: { block: true },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se connecter' });
    await expect(button.getBoundingClientRect().width).toBe(
      button.parentElement!.getBoundingClientRect().width,
    );
  },
};

/** Indisponible pour l’instant (une décision que l’agent ne peut pas prendre), atténué et hors de l’ordre de tabulation. */
export const Disabled: Story = {
  name: 'Désactivé (disabled)',
  args: { disabled: true, children: 'Accepter' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Accepter' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Pendant son action, désactivé, `aria-busy`, et il dit ce qu’il fait. */
export const Busy: Story = {
  name: 'Chargement en cours (busy)',
  args: { busy: true, busyLabel: 'Traitement…' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Traitement…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    backAtRest();
  },
};

/** Avec `asChild`, un lien (ici un simple `<a>`, le lien d’un routeur de même) à l’apparence de bouton. */
export const AsLink: Story = {
  name: 'Lien à l’apparence de bouton (asChild)',
  args: { asChild: true, variant: 'secondary', children: <a href="#aide">{'Besoin d’aide\u202f?'}</a> },
  // Its child is an element, not a text a field could edit.
  argTypes: { children: { control: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Besoin d’aide\u202f?' });
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(link).toHaveAttribute('href', '#aide');
    // The button's look: its 44 px touch target and border.
    await expect(getComputedStyle(link).minHeight).toBe('44px');
  },
};

/** Tous les états ci-dessus sur une seule image : la seule histoire de ce composant comparée à sa référence. */
export const Captures: Story = capturesOf(meta, {
  Primary,
  Secondary,
  Danger,
  Ghost,
  Small,
  Block,
  Disabled,
  Busy,
  AsLink,
});

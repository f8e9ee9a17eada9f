import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLink, LinkProvider, type LinkComponentProps } from './Link';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { capturesOf } from '../../testing/captures';

function RouterLikeLink({ to, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`#router${to}`} data-router="true" {...rest}>
      {children}
    </a>
  );
}

const meta = {
  title: 'Components/Link',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-link',
  component: AppLink,
  parameters: {
    // Compared with references once, every state on one page: the story Captures below.
    visual: false,
    docs: {
      description: {
        component:
          'Lien interne de l’application, rendu par le lien du routeur injecté\u00a0; ExternalLink pour un document ouvert dans un nouvel onglet.',
      },
    },
  },
  args: { to: '/admission/reset-password', children: 'Mot de passe oublié\u202f?' },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Lien texte',
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Mot de passe oublié\u202f?' }),
    ).toHaveAttribute('href', '/admission/reset-password');
  },
};

export const AsButton: Story = {
  name: 'Lien à l’apparence de bouton',
  args: { appearance: 'primary', to: '/', children: 'Retour au Dashboard' },
};

export const InjectedRouterLink: Story = {
  name: 'Lien du routeur injecté',
  render: (args) => (
    <LinkProvider component={RouterLikeLink}>
      <AppLink {...args} />
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Mot de passe oublié\u202f?' });
    await expect(link).toHaveAttribute('data-router', 'true');
    await expect(link).toHaveAttribute('href', '#router/admission/reset-password');
  },
};

export const ExternalDocumentLinks: Story = {
  name: 'Liens externes vers des documents',
  render: () => (
    <ul>
      <li>
        <ExternalLink href="https://exemple.sn/cin.pdf">Carte d’identité</ExternalLink>
      </li>
      <li>
        <ExternalLink href="javascript:alert(1)" fallback="Lien indisponible">
          Autre document
        </ExternalLink>
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const safe = canvas.getByRole('link', { name: 'Carte d’identité (s’ouvre dans un nouvel onglet)' });
    await expect(safe).toHaveAttribute('target', '_blank');
    await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('link', { name: /Autre document/ })).toBeNull();
    await expect(canvas.getByText('Lien indisponible')).toBeVisible();
  },
};

/** Tous les états ci-dessus sur une seule image : la seule histoire de ce composant comparée à sa référence. */
export const Captures: Story = capturesOf(meta, {
  Default,
  AsButton,
  InjectedRouterLink,
  ExternalDocumentLinks,
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { sampleProduct } from '../../testing';
import { CandidateLayout } from './CandidateLayout';
import { Card } from '../Card/Card';
import { dashboardTitle } from '../PageLayout/PageLayout.css';

const meta = {
  title: 'Components/CandidateLayout',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-candidatelayout',
  parameters: {
    docs: {
      description: {
        component:
          'Gabarit d’une page connectée du candidat ou de l’étudiant\u00a0: en-tête, contenu principal et pied de page avec l’assistance.',
      },
    },
    layout: 'fullscreen',
  },
  component: CandidateLayout,
  args: {
    productName: sampleProduct.name,
    copyright: sampleProduct.copyright,
    onLogout: fn(),
    theme: 'light',
    onThemeToggle: fn(),
    dashboardHref: '/admission/candidat/dashboard',
    profileHref: '/profil',
    children: (
      <>
        <h1 className={dashboardTitle}>Mon espace candidat</h1>
        <Card title="Contenu de la page">
          <p>La page place son contenu ici.</p>
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof CandidateLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither the header nor the page is wider than the screen (360 px, 320 px, 200 % zoom). */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const header = within(canvasElement).getByRole('banner');
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Admission en ligne');
    await expect(canvas.getByRole('link', { name: 'Admission en ligne' })).toHaveAttribute('href', '/');
    const nav = within(canvas.getByRole('navigation', { name: 'Navigation principale' }));
    await expect(nav.getByRole('link', { name: 'Mon espace' })).toHaveAttribute(
      'href',
      '/admission/candidat/dashboard',
    );
    await expect(nav.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/profil');
    // No current page given: no link claims to be it.
    await expect(nav.getByRole('link', { name: 'Mon espace' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Mon espace candidat' }),
    );
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText('Cell-INF/Admission 2025. Tous droits réservés.')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'assistance@admission.example' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Activer le thème sombre' }));
    await expect(args.onThemeToggle).toHaveBeenCalledWith('dark');
    backAtRest();
  },
};

export const OnDashboard: Story = {
  name: 'Sur «\u00a0Mon espace\u00a0»',
  args: { currentPath: '/admission/candidat/dashboard' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navigation principale' }));
    await expect(nav.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Mon profil' })).not.toHaveAttribute('aria-current');
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const OnProfile: Story = {
  name: 'Sur «\u00a0Mon profil\u00a0»',
  args: {
    currentPath: '/profil',
    children: <h1 className={dashboardTitle}>Mon profil</h1>,
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navigation principale' }));
    await expect(nav.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Mon espace' })).not.toHaveAttribute('aria-current');
  },
};

export const OtherHomeAndProduct: Story = {
  name: 'Autre accueil et autre produit',
  args: { homeHref: '/dashboard', copyright: 'Cell-INF/Scolarité 2025. Tous droits réservés.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Admission en ligne' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Cell-INF/Scolarité 2025. Tous droits réservés.',
    );
  },
};

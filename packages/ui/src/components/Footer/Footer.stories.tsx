import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleProduct } from '../../testing';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-footer',
  component: Footer,
  parameters: {
    docs: {
      description: {
        component:
          'Pied de chaque page\u00a0: contacts de l’assistance (e-mail et téléphones) et mention de copyright.',
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  args: { copyright: sampleProduct.copyright },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('heading', { name: 'Besoin d’aide\u202f?' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'assistance@admission.example' })).toHaveAttribute(
      'href',
      'mailto:assistance@admission.example?subject=Assistance%20Equivalence%2FAdmission',
    );
    // The three phone numbers of docs/behaviour.md « Who uses it », each a tel: link.
    const phones = footer
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    await expect(phones.map((link) => link.getAttribute('href'))).toEqual([
      'tel:+221330000001',
      'tel:+221330000002',
      'tel:+221770000003',
    ]);
    await expect(footer.getByText('Cell-INF/Admission 2025. Tous droits réservés.')).toBeVisible();
  },
};

export const ConfiguredContacts: Story = {
  name: 'Contacts configurés par l’application',
  args: {
    copyright: 'Cell-INF/Scolarité 2025. Tous droits réservés.',
    supportEmail: 'assistance.admission@universite.example.sn',
    supportPhones: ['+221 33 961 00 00', '+221 77 412 35 68'],
  },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(
      footer.getByRole('link', { name: 'assistance.admission@universite.example.sn' }),
    ).toHaveAttribute(
      'href',
      'mailto:assistance.admission@universite.example.sn?subject=Assistance%20Equivalence%2FAdmission',
    );
    const phone = footer.getByRole('link', { name: '+221 77 412 35 68' });
    await expect(phone).toHaveAttribute('href', 'tel:+221774123568');
    // Never broken between its digits: one line box.
    await expect(phone.getClientRects()).toHaveLength(1);
    await expect(footer.getByText('Cell-INF/Scolarité 2025. Tous droits réservés.')).toBeVisible();
  },
};

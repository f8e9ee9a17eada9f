import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupportContact, SupportContactProvider } from './SupportContact';
import { capturesOf } from '../../testing/captures';

const meta = {
  title: 'Components/SupportContact',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-supportcontact',
  component: SupportContact,
  parameters: {
    // Compared with references once, every state on one page: the story Captures below.
    visual: false,
    docs: {
      description: {
        component:
          'Contacts de l’assistance\u00a0: e-mail (avec l’objet du message) et numéros de téléphone, depuis les props ou le fournisseur de l’application.',
      },
    },
  },
  args: {
    email: 'assistance@exemple.sn',
    phones: ['+221 33 800 00 01', '+221 33 800 00 02', '+221 77 800 00 03'],
  },
} satisfies Meta<typeof SupportContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePhones: Story = {
  name: 'Trois téléphones',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'assistance@exemple.sn' })).toHaveAttribute(
      'href',
      'mailto:assistance@exemple.sn?subject=Assistance%20Equivalence%2FAdmission',
    );
    await expect(canvas.getByRole('link', { name: '+221 77 800 00 03' })).toHaveAttribute(
      'href',
      'tel:+221778000003',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const TwoPhones: Story = {
  name: 'Deux téléphones',
  args: { phoneCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

/** What an app does: contacts configured once, every block below reads them (no props). */
export const FromTheAppsProvider: Story = {
  name: 'Depuis le fournisseur de l’application',
  args: { email: undefined, phones: undefined },
  decorators: [
    (Story) => (
      <SupportContactProvider email="aide@univ.example.sn" phones={['+221 33 123 45 67']}>
        <Story />
      </SupportContactProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'aide@univ.example.sn' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+221 33 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+221331234567',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** Tous les états ci-dessus sur une seule image : la seule histoire de ce composant comparée à sa référence. */
export const Captures: Story = capturesOf(meta, { ThreePhones, TwoPhones, FromTheAppsProvider });

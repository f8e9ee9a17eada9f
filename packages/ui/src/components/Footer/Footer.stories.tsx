import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';
import { SupportContact } from '../SupportContact/SupportContact';

const meta = { title: 'Components/Footer', component: Footer } satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { product: 'Admission' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(
      'Cell-INF/Admission 2025. Tous droits réservés.',
    );
  },
};

export const WithSupport: Story = { args: { children: <SupportContact /> } };

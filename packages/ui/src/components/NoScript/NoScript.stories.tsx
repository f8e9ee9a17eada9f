import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoScript } from './NoScript';

const meta = {
  title: 'Components/NoScript',
  id: 'components-noscript',
  component: NoScript,
  parameters: {
    docs: {
      description: {
        component:
          'Le message qu’une page affiche quand JavaScript est désactivé, à côté d’un formulaire masqué alors (`scriptOnly`)\u00a0: rien n’est envoyé, et la page dit pourquoi. Avec JavaScript, il ne dessine rien.',
      },
    },
  },
} satisfies Meta<typeof NoScript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Avec JavaScript : un `<noscript>` vide, le message n’est dessiné que dans le HTML prérendu. */
export const Default: Story = {
  name: 'JavaScript désactivé',
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('noscript')).not.toBeNull();
    // With JavaScript on, the warning is not drawn (React leaves <noscript> empty on the client).
    await expect(canvasElement.querySelector('[data-adm="alert"]')).toBeNull();
  },
};

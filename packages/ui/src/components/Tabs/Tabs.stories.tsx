import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs';
import { backAtRest } from '../../testing/rest';

const meta = {
  title: 'Components/Tabs',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-tabs',
  component: Tabs,
  subcomponents: { TabsRoot, TabsList, TabsTrigger, TabsContent },
  args: {
    label: 'Espace étudiant',
    items: [
      { value: 'courses', label: 'Mes cours', content: <p>Algorithmique</p> },
      { value: 'grades', label: 'Mes notes', content: <p>{'Moyenne\u00a0: 14,5/20'}</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  name: 'Navigation au clavier',
  // The point: the tab reached from the keyboard keeps the focus.
  tags: ['focus'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Mes cours' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Mes cours' })).toHaveTextContent('Algorithmique');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mes notes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Mes notes' })).toHaveTextContent('14,5/20');
  },
};

/**
 * Les parties composées à la main : un libellé d’onglet sur mesure, un onglet désactivé que les
 * touches fléchées sautent, et l’activation manuelle (les touches fléchées déplacent le focus, Entrée
 * affiche le panneau).
 */
export const Compound: Story = {
  name: 'Composition par parties',
  render: () => (
    <TabsRoot defaultValue="courses" activationMode="manual">
      <TabsList aria-label="Espace étudiant">
        <TabsTrigger value="courses">Mes cours</TabsTrigger>
        <TabsTrigger value="documents">Mes documents (3)</TabsTrigger>
        <TabsTrigger value="grades" disabled>
          Mes notes
        </TabsTrigger>
      </TabsList>
      <TabsContent value="courses">
        <p style={{ margin: 0 }}>Algorithmique, Bases de données.</p>
      </TabsContent>
      <TabsContent value="documents">
        <p style={{ margin: 0 }}>Certificat de scolarité, relevé de notes, carte d’étudiant.</p>
      </TabsContent>
      <TabsContent value="grades">
        <p style={{ margin: 0 }}>{'Moyenne\u00a0: 14,5/20'}</p>
      </TabsContent>
    </TabsRoot>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Espace étudiant' });
    await expect(list.closest('[data-adm="tabs"]')).not.toBeNull();
    await expect(list).toHaveAttribute('data-adm-part', 'list');
    const courses = canvas.getByRole('tab', { name: 'Mes cours' });
    const documents = canvas.getByRole('tab', { name: /^Mes documents/ });
    await expect(courses).toHaveAttribute('data-adm-part', 'tab');
    await expect(canvas.getByRole('tabpanel', { name: 'Mes cours' })).toHaveAttribute(
      'data-adm-part',
      'panel',
    );
    // Manual activation: the arrow key moves the focus only; Enter shows the panel.
    courses.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(documents).toHaveFocus();
    await expect(courses).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: /^Mes documents/ })).toHaveTextContent(
      'relevé de notes',
    );
    // The disabled tab is skipped: the focus goes round to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(courses).toHaveFocus();
    backAtRest();
  },
};

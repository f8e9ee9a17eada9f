import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, type TableColumn } from './Table';
import { StatusBadge } from '../StatusBadge/StatusBadge';

interface Row {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'pending' | 'accepted';
}

const rows: Row[] = [
  { id: '1', firstName: 'Awa', lastName: 'Diop', email: 'awa.diop@exemple.sn', status: 'pending' },
  { id: '2', firstName: 'Moussa', lastName: 'Ndiaye', email: 'moussa.ndiaye@exemple.sn', status: 'accepted' },
];

const columns: TableColumn<Row>[] = [
  { key: 'firstName', header: 'Prénom', render: (row) => row.firstName, rowHeader: true },
  { key: 'lastName', header: 'Nom', render: (row) => row.lastName },
  { key: 'email', header: 'Email', render: (row) => row.email },
  {
    key: 'status',
    header: 'Statut',
    render: (row) =>
      row.status === 'accepted' ? (
        <StatusBadge tone="positive">Acceptée</StatusBadge>
      ) : (
        <StatusBadge tone="caution">En attente</StatusBadge>
      ),
  },
];

const meta = {
  title: 'Components/Table',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-table',
  component: Table<Row>,
  parameters: {
    docs: {
      description: {
        component:
          'Tableau de données avec sa légende\u00a0; sur un écran étroit, il défile horizontalement dans une région focalisable.',
      },
    },
  },
  args: { caption: 'Candidatures Université', columns, rows, getRowKey: (row: Row) => row.id },
} satisfies Meta<typeof Table<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Candidatures Université' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('rowheader', { name: 'Moussa' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Vide',
  args: { rows: [], empty: 'Aucune candidature' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune candidature')).toBeVisible();
  },
};

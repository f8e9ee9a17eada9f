import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthDiagnostics } from './AuthDiagnostics';
import { backAtRest } from '@admission/ui/testing';

const meta = {
  title: 'AuthDiagnostics',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-authdiagnostics',
  parameters: {
    docs: {
      description: {
        component:
          'Diagnostic de la session (/test-auth) pour l’assistance et les développeurs\u00a0: état, jetons, utilisateur et rôles.',
      },
    },
    layout: 'fullscreen',
  },
  component: AuthDiagnostics,
  args: {
    authenticated: true,
    hasAccessToken: true,
    hasRefreshToken: true,
    user: {
      id: '6f1c2a5e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
      email: 'awa.diop@exemple.sn',
      firstName: 'Awa',
      lastName: 'Diop',
      isActive: true,
      createdAt: '2025-07-01T09:30:00Z',
      roles: ['candidate'],
    },
    claims: {
      sub: '6f1c2a5e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
      iss: 'http://127.0.0.1:8080/realms/admission',
      aud: 'account',
      exp: 1751362500,
      iat: 1751362200,
      realmRoles: ['candidate', 'offline_access'],
    },
    canAccessCandidatePortal: true,
    onReload: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AuthDiagnostics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Authenticated: Story = {
  name: 'Authentifié',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Authentifié')).toBeVisible();
    await expect(canvas.getByText('http://127.0.0.1:8080/realms/admission')).toBeVisible();
    await expect(canvas.getByText('candidate, offline_access')).toBeVisible();
    await expect(canvas.getByText(/^Autorisé/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

/** Un membre du personnel connecté : la session est valide, mais le portail candidat lui est refusé. */
export const SignedInNotCandidate: Story = {
  name: 'Connecté, mais pas candidat',
  args: {
    user: {
      id: '0b7e4c1a-9f3d-4e2a-8c6b-5d4e3f2a1b0c',
      email: 'admin@example.org',
      firstName: 'Ibrahima',
      lastName: 'Fall',
      isActive: true,
      createdAt: '2024-09-02T08:00:00Z',
      roles: ['admin'],
    },
    claims: {
      sub: '0b7e4c1a-9f3d-4e2a-8c6b-5d4e3f2a1b0c',
      iss: 'http://127.0.0.1:8080/realms/admission',
      aud: 'account',
      exp: 1751362500,
      iat: 1751362200,
      realmRoles: ['admin', 'offline_access'],
    },
    canAccessCandidatePortal: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Authentifié')).toBeVisible();
    await expect(canvas.getByText('admin, offline_access')).toBeVisible();
    await expect(canvas.getByText(/^Refusé/)).toBeVisible();
  },
};

export const NotAuthenticated: Story = {
  name: 'Non authentifié',
  args: {
    authenticated: false,
    hasAccessToken: false,
    hasRefreshToken: false,
    user: null,
    claims: null,
    canAccessCandidatePortal: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Non authentifié')).toBeVisible();
    await expect(canvas.getByText('Aucun utilisateur connecté')).toBeVisible();
    await expect(canvas.getByText('Token invalide ou absent')).toBeVisible();
  },
};

export const InvalidToken: Story = {
  name: 'Jeton invalide',
  args: { authenticated: false, claims: null, canAccessCandidatePortal: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Token invalide ou absent')).toBeVisible();
    await expect(canvas.getByText(/^Refusé/)).toBeVisible();
    await expect(canvas.getByText('awa.diop@exemple.sn')).toBeVisible();
  },
};

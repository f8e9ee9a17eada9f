import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PasswordField } from '../../src/components/PasswordField/PasswordField';
import { SessionTimeoutWarning } from '../../src/components/SessionTimeoutWarning/SessionTimeoutWarning';
import { Spinner } from '../../src/components/Spinner/Spinner';
import { ErrorSummary } from '../../src/components/ErrorSummary/ErrorSummary';
import { preloadDialog } from '../../src/components/Dialog/Dialog';
import { UiCopyProvider } from '../../src/copy/UiCopyProvider';
import '../../src/styles.css';

// Another app may speak another language in its own pages: the building blocks' words are French
// by default and change through UiCopyProvider, section by section, the rest staying French.
describe('UiCopyProvider', () => {
  it('draws the French defaults without a provider', async () => {
    const screen = await render(
      <>
        <PasswordField label="Mot de passe" />
        <Spinner />
        <ErrorSummary errors={[{ message: 'Erreur' }]} />
      </>,
    );
    await expect.element(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Chargement…');
    await expect.element(screen.getByRole('group', { name: 'Il y a un problème' })).toBeVisible();
  });

  it('draws the words it is given and keeps the French for the rest; the nearest provider wins', async () => {
    await preloadDialog();
    const screen = await render(
      <UiCopyProvider copy={{ common: { show: 'Show', loading: 'Loading…' } }}>
        <PasswordField label="Password" />
        <Spinner />
        <UiCopyProvider
          copy={{
            common: { errorSummaryTitle: 'There is a problem' },
          }}
        >
          <ErrorSummary errors={[{ message: 'Error' }]} />
          <Spinner label={undefined} hideLabel />
        </UiCopyProvider>
      </UiCopyProvider>,
    );
    // Overridden: "Show" + the French rest of the accessible name ("le mot de passe").
    await expect.element(screen.getByRole('button', { name: 'Show le mot de passe' })).toBeVisible();
    await expect.element(screen.getByRole('group', { name: 'There is a problem' })).toBeVisible();
    // The inner provider inherits the outer one's words.
    expect(screen.container.textContent).toContain('Loading…');
    expect(document.body.textContent?.match(/Loading…/g)?.length).toBe(2);
  });

  it('words the session warning, its countdown included', async () => {
    await preloadDialog();
    await render(
      <UiCopyProvider
        copy={{
          sessionTimeout: { title: 'Your session is about to end', seconds: (s: number) => `${s} sec` },
        }}
      >
        <SessionTimeoutWarning secondsLeft={45} onStay={() => {}} onLogout={() => {}} />
      </UiCopyProvider>,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect.element(dialog).toBeVisible();
    // The countdown uses the given unit; the sentence around it stays French.
    await expect.element(dialog).toHaveTextContent('Vous serez déconnecté dans 45 sec.');
  });
});

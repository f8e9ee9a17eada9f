import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DashboardRoute } from '../../src/features/dashboard/DashboardRoute';
import { paths } from '../../src/config/paths';
import { app, candidateService, fakeFetch, json, signedInStorage } from './support';

// Before: with the save's error toast on screen, Escape closed
// the toast (Radix's newest layer) and left the dialog open. Escape closes the topmost thing for
// the person: the modal dialog, then the toast.
describe('Escape with a dialog and a toast open', () => {
  it('closes the programme-change dialog first, then the error toast', async () => {
    const network = fakeFetch(
      candidateService({
        save: () => json({ isSuccess: false, message: 'La période de modification est close.' }),
      }),
    );
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: signedInStorage(),
      }).element,
    );
    const opener = page.getByRole('button', { name: 'Changer de programme' });
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
    await userEvent.click(dialog.getByRole('radio', { name: /Mathématiques/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    const toast = page
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByText('La période de modification est close.');
    await expect.element(toast).toBeVisible();
    await expect.element(dialog).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(toast).toBeVisible();
    await expect.element(opener).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect.element(toast).not.toBeInTheDocument();
  });
});

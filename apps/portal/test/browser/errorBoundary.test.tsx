// The portal's error boundary (src/app/ErrorBoundary.tsx): what a page throws while drawing gives
// the fallback, not a white screen, and another page (a new reset key) is drawn again.
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';

function Page({ name, broken }: { name: string; broken: boolean }) {
  if (broken) throw new TypeError(`${name} could not be drawn`);
  return <h1>{name}</h1>;
}

describe('ErrorBoundary', () => {
  it('draws the fallback with what was thrown, then the children again when the reset key changes', async () => {
    // React reports the caught error on the console; the test does not need it there.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = (error: unknown) => (
      <p role="alert">{error instanceof Error ? error.message : 'autre'}</p>
    );
    const screen = await render(
      <ErrorBoundary fallback={fallback} resetKey="/profil">
        <Page name="Mon profil" broken />
      </ErrorBoundary>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Mon profil could not be drawn');

    // The same page drawn again stays on the fallback: nothing was reset.
    await screen.rerender(
      <ErrorBoundary fallback={fallback} resetKey="/profil">
        <Page name="Mon profil" broken={false} />
      </ErrorBoundary>,
    );
    await expect.element(page.getByRole('alert')).toBeInTheDocument();

    // Another page: its children are drawn.
    await screen.rerender(
      <ErrorBoundary fallback={fallback} resetKey="/admission/candidat/dashboard">
        <Page name="Mon espace candidat" broken={false} />
      </ErrorBoundary>,
    );
    await expect.element(page.getByRole('heading', { name: 'Mon espace candidat' })).toBeInTheDocument();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    quiet.mockRestore();
  });
});

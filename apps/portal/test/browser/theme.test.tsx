import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { darkTheme, lightTheme } from '@admission/ui';
import { RequireSession } from '../../src/app/guards';
import { CandidateLayoutRoute } from '../../src/app/layouts/CandidateLayoutRoute';
import { Providers } from '../../src/app/Providers';
import { THEME_KEY } from '../../src/app/theme';
import { paths } from '../../src/config/paths';
import { app, fakeFetch, json, landing, signedInStorage, TOKEN_PATH, tokenResponse } from './support';

// The portal's theme lives on <html> (ui's ThemeProvider, document scope): the prerendered pages'
// boot script puts the class there before the first paint, and the app keeps it in step.

function signedInShell() {
  const network = fakeFetch({ [`POST ${TOKEN_PATH}`]: () => json(tokenResponse()) });
  const table: RouteObject[] = [
    {
      element: (
        <Providers>
          <Outlet />
        </Providers>
      ),
      children: [
        {
          element: <RequireSession />,
          children: [
            {
              element: <CandidateLayoutRoute />,
              children: [{ path: paths.dashboard, element: <h1>Mon espace candidat</h1> }],
            },
          ],
        },
        landing(paths.login, 'login'),
      ],
    },
  ];
  return app(table, { path: paths.dashboard, fetch: network.fetch, storage: signedInStorage() }).element;
}

const root = document.documentElement;

describe('the portal theme', () => {
  afterEach(() => {
    window.localStorage.removeItem(THEME_KEY);
    root.classList.remove(lightTheme, darkTheme);
    root.style.removeProperty('color-scheme');
  });

  it('keeps the stored theme on <html> and switches it with the toggle, stored for the next visit', async () => {
    window.localStorage.setItem(THEME_KEY, 'dark');
    // What the boot script of a prerendered page leaves before the app starts.
    root.classList.add(darkTheme);
    await render(signedInShell());
    await expect.element(page.getByRole('heading', { name: 'Mon espace candidat' })).toBeVisible();
    expect(root.classList.contains(darkTheme)).toBe(true);
    expect(root.classList.contains(lightTheme)).toBe(false);
    expect(getComputedStyle(root).colorScheme).toBe('dark');

    await userEvent.click(page.getByRole('button', { name: 'Activer le thème clair' }));
    await expect.poll(() => root.classList.contains(lightTheme)).toBe(true);
    expect(root.classList.contains(darkTheme)).toBe(false);
    expect(getComputedStyle(root).colorScheme).toBe('light');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('light');
    // No wrapper element: the page's layout is the same as without the provider.
    expect(document.querySelector(`body div.${lightTheme}, body div.${darkTheme}`)).toBeNull();
  });

  it('replaces an inline color-scheme left by an older boot script with the class', async () => {
    window.localStorage.setItem(THEME_KEY, 'light');
    root.classList.add(darkTheme);
    root.style.colorScheme = 'dark';
    await render(signedInShell());
    await expect.poll(() => root.classList.contains(lightTheme)).toBe(true);
    expect(root.classList.contains(darkTheme)).toBe(false);
    expect(root.style.getPropertyValue('color-scheme')).toBe('');
    expect(getComputedStyle(root).colorScheme).toBe('light');
  });
});

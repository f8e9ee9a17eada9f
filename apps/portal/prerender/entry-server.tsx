// Server entry used only at build time: renders the public routes to HTML (see plugin.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { darkTheme, documentTitle, lightTheme } from '@admission/ui';
import type { RouteHandle } from '../src/app/RouteFocus';
import { routes } from '../src/app/router';
import { createServices } from '../src/app/services';
import { config } from '../src/config/config';
import { prerenderedPaths } from '../src/config/paths';
import { ServicesContext } from '../src/services/context';

export const PRERENDERED_PATHS: readonly string[] = prerenderedPaths;
export const themeClasses = { light: lightTheme, dark: darkTheme };

/** The document title of `path` ("Connexion Candidat – Admission en ligne"), as RouteFocus sets it. */
export function titleOf(path: string): string {
  const titles = (matchRoutes(routes, path) ?? []).map(
    ({ route }) => (route.handle as RouteHandle | undefined)?.title,
  );
  return documentTitle(titles.filter((title) => title !== undefined).at(-1));
}

/** Stands where main.tsx puts its `Hydrated` marker, so both trees have the same shape (useId). */
function HydratedMarker() {
  return null;
}

/** The markup of `path` inside #root, as the client's first render will produce it. */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Public pages render logged out: nothing is stored, no call is made while rendering.
  const services = createServices({ config, storage: memoryStorage() });
  return renderToString(
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServicesContext.Provider>
      <HydratedMarker />
    </StrictMode>,
  );
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

// Server entry used only at build time: renders the public routes to HTML (see plugin.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { darkTheme, lightTheme } from '@admission/ui';
import { PRERENDERED_PATHS, routes } from '../src/app/router';

export { PRERENDERED_PATHS };
export const themeClasses = { light: lightTheme, dark: darkTheme };

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
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      <HydratedMarker />
    </StrictMode>,
  );
}

import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@admission/ui/styles.css';
import { createRouter, prefetchDashboard, resolveLazyMatches } from './app/router';
import { loggedInOnArrival } from './app/guards';
import { bootState, type PendingSubmit } from './app/boot';
import { createServices, followOtherTabs } from './app/services';
import { config } from './config/config';
import { paths } from './config/paths';
import { ServicesContext } from './services/context';

/** Runs once the whole tree has hydrated: from then on React handles submits itself. */
function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}

function replay(pending: PendingSubmit | undefined) {
  // A submit made before the JS arrived was held by the boot script: send it again, now to React.
  if (pending?.form.isConnected) pending.form.requestSubmit(pending.submitter ?? undefined);
}

// The login's token and applications calls run while the dashboard chunk downloads.
document.addEventListener(
  'submit',
  () => {
    if (window.location.pathname === paths.login) prefetchDashboard();
  },
  true,
);

async function start(container: HTMLElement) {
  const boot = bootState();
  const services = createServices({ config, storage: window.localStorage });
  followOtherTabs(services, window, window.localStorage);
  // Prerendered public pages are hydrated, unless the guard would redirect (a logged-in user on /connexion).
  const hydrate = container.hasAttribute('data-prerendered') && !loggedInOnArrival(services.sessionActor);
  // Hydration needs the page's own chunk before the first render (elsewhere the router loads it).
  if (hydrate) await resolveLazyMatches(window.location.pathname);
  const router = createRouter();
  const done = () => {
    boot.hydrated = true;
    const pending = boot.pending;
    boot.pending = undefined;
    replay(pending);
  };
  const app = (
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <RouterProvider router={router} />
      </ServicesContext.Provider>
      <Hydrated onDone={done} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (container) void start(container);

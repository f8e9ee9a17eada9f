import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@admission/ui/reset.css';
import '@admission/ui/styles.css';
import { AppReadyContext, AppRoutes, prefetchDashboard, preloadMatches } from './app/router';
import { loggedInOnArrival } from './app/guards';
import { bootState, type PendingSubmit } from './app/boot';
import { createServices } from './app/services';
import { followOtherTabs } from './app/session';
import { config } from './config/config';
import { paths } from './config/paths';
import { ServicesContext } from './services/context';
import { tabPresence, type TabPresence } from './services/tabPresence';

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
  // Which portal tabs are open: a new tab after the last one was closed starts signed out.
  let presence: TabPresence | undefined;
  try {
    presence = await tabPresence({ tab: window.sessionStorage });
  } catch {
    // Storage refused (privacy settings): the session lives in memory only anyway.
  }
  const services = createServices({ config, storage: window.localStorage, presence });
  presence?.start();
  // Prerendered public pages are hydrated, unless the guard would redirect (a logged-in user on
  // /connexion) or the page is not the one prerendered (the offline shell served for another path).
  const hydrate =
    container.dataset.prerendered === window.location.pathname && !loggedInOnArrival(services.sessionActor);
  // Hydration needs the page's own chunk before the first render (elsewhere the router loads it).
  if (hydrate) await preloadMatches(window.location.pathname);
  const done = () => {
    boot.hydrated = true;
    const pending = boot.pending;
    boot.pending = undefined;
    replay(pending);
  };
  const app = (
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <AppReadyContext.Provider value={done}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppReadyContext.Provider>
      </ServicesContext.Provider>
    </StrictMode>
  );
  let root: Root;
  if (hydrate) root = hydrateRoot(container, app);
  else {
    root = createRoot(container);
    root.render(app);
  }
  // Another account signed in in another tab: the app (and every machine of this session) goes,
  // and the page says which account is now signed in before anything of it is shown.
  followOtherTabs(services, window, window.localStorage, ({ email }) => {
    void import('./app/AccountChangedPage').then(
      ({ showAccountChanged }) => showAccountChanged(root, services, email),
      // Its chunk could not be downloaded: start over with the new account, as before.
      () => window.location.assign(paths.dashboard),
    );
  });
}

const container = document.getElementById('root');
if (container) void start(container);

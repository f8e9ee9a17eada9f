// « Un autre compte est connecté », drawn in place of the app when another account signs in in
// another tab (main.tsx). Its own chunk: it is rare, and the sign-in journey does not pay for it.
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { AccountChanged } from '@admission/screens';
import { paths } from '../config/paths';
import { ServicesContext, type Services } from '../services/context';
import { Providers } from './Providers';

export function showAccountChanged(root: Root, services: Services, email: string | null): void {
  root.render(
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <Providers>
          <AccountChanged email={email} onContinue={() => window.location.assign(paths.dashboard)} />
        </Providers>
      </ServicesContext.Provider>
    </StrictMode>,
  );
}

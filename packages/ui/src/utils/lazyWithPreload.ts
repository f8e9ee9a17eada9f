import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` avec un `preload()` : une fois le module arrivé, le composant se dessine aussitôt
 * (`React.lazy` résout un objet « thenable » qui rappelle de façon synchrone) au lieu d’être
 * suspendu pendant un tour. Sert aux parties que la plupart des pages n’affichent jamais (boîte de
 * dialogue, toast) : elles ne sont pas téléchargées avec chaque page, mais les tests et les pages
 * qui savent qu’elles en auront besoin peuvent les charger à l’avance.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a later attempt may succeed once the connection is back
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{
          default: ComponentType<P>;
        }>)
      : preload(),
  );
  return { Component, preload };
}

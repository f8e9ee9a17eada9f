import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `preload()`: once the module has arrived, the component renders at once
 * (React.lazy resolves a thenable that calls back synchronously) instead of suspending for a turn.
 * Used for the parts most pages never show (dialog, toast), so they are not downloaded with every
 * page, yet tests and pages that know they will need them can fetch them ahead.
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

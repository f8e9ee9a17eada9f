import type { ComponentType } from 'react';
import { ToastProvider } from '@admission/ui';

/**
 * Wraps a route screen in its own toast queue. Only the routes that show toasts load Radix Toast
 * (it is in their lazy chunk), so the login page does not download it.
 */
export function withToasts<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithToasts(props: P) {
    return (
      <ToastProvider>
        <Screen {...props} />
      </ToastProvider>
    );
  }
  WithToasts.displayName = `withToasts(${Screen.displayName ?? Screen.name})`;
  return WithToasts;
}

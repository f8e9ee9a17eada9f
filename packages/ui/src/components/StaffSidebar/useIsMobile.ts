import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA } from './breakpoint';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is under the mobile breakpoint; `false` when rendered on a server. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_MEDIA).matches,
    () => false,
  );
}

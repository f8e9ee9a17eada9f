/**
 * The contract between the inline boot script of prerendered pages (apps/portal/prerender) and the
 * app: the script holds a submit made before hydration in `pending`; the app sets `hydrated`.
 */
export interface PendingSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

export interface BootState {
  hydrated?: boolean;
  pending?: PendingSubmit | undefined;
}

const BOOT_GLOBAL = '__portalBoot';

export function bootState(): BootState {
  const host = window as unknown as Record<string, BootState | undefined>;
  return (host[BOOT_GLOBAL] ??= {});
}

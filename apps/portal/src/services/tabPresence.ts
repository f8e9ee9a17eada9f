// Which tabs of the portal are open in this browser (docs/behaviour.md,
// deviation 50: a shared phone, a cybercafé). The session is shared by the open tabs; once
// the last one is closed without « Déconnexion », or the browser quits or is killed, the next tab
// must not open on the previous candidate's session, however soon it opens.
//
// Each open tab holds a Web Lock `admission-tab:<id>` for as long as its page lives: the browser
// itself releases it when the tab is closed or reloaded, and when the browser quits or its process
// dies, at once (no mark in storage that outlives a killed browser). The tab's id lives in its own
// sessionStorage, so a reload (or a page opened in the same tab) is the same tab; a tab the browser
// restores after a restart comes back with its sessionStorage, but as a `back_forward` navigation,
// and then counts as new. A new tab that finds no other tab's lock starts from a closed session.

/** The Web Lock each open tab holds: `admission-tab:<id>`. */
export const TAB_LOCK_PREFIX = 'admission-tab:';
/** This tab's id, in its sessionStorage (kept by a reload, gone with the tab). */
export const TAB_ID_KEY = 'tabId';

export interface TabPresence {
  /**
   * This tab is new (not a reload) and no other tab of the portal is open: whatever session the
   * device holds was left by a closed tab (or a closed browser), and must not be shown.
   */
  readonly lastTabWasClosed: boolean;
  /** Marks this tab open until its page goes; returns the function that stops (tests). */
  start(): () => void;
}

interface PresenceOptions {
  /** `window.sessionStorage`: this tab's. */
  tab: Storage;
  /** `navigator.locks`; without Web Locks, no tab sees another, and every new tab starts signed out. */
  locks?: LockManager | null;
  /** This page's navigation type (`performance`'s): a restored tab is `back_forward`. */
  navigation?: string | undefined;
  newId?: () => string;
}

export async function tabPresence({
  tab,
  locks = navigator.locks,
  navigation = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
    ?.type,
  newId = () => crypto.randomUUID(),
}: PresenceOptions): Promise<TabPresence> {
  let known: string | null = null;
  try {
    known = tab.getItem(TAB_ID_KEY);
  } catch {
    // A storage that refuses to be read (privacy settings): a new tab, then.
  }
  const id = known ?? newId();
  let others = false;
  try {
    others = Boolean(
      (await locks?.query())?.held?.some(
        ({ name }) => name?.startsWith(TAB_LOCK_PREFIX) && name !== TAB_LOCK_PREFIX + id,
      ),
    );
  } catch {
    // No answer: no other tab is known.
  }

  return {
    lastTabWasClosed: (known === null || navigation === 'back_forward') && !others,
    start() {
      try {
        tab.setItem(TAB_ID_KEY, id);
      } catch {
        // As above: this tab will count as new after a reload.
      }
      const held = new AbortController();
      // Held until the page goes (or `stop`): the browser releases it, whatever ended the page.
      locks
        ?.request(
          TAB_LOCK_PREFIX + id,
          () => new Promise((done) => held.signal.addEventListener('abort', done)),
        )
        .catch(() => undefined);
      return () => held.abort();
    },
  };
}

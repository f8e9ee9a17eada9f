// Which tabs of the portal are open in this browser (issue « Sessions that survive real life »: a
// shared phone, a cybercafé). The session is shared by the open tabs; when the last one is closed
// without « Déconnexion », the next tab must not open on the previous candidate's session.
//
// Each open tab writes `openTab.<id>` = the time it was last seen to local storage, every 15 s
// and whenever it is shown again, and removes it on `pagehide`; its id lives in its own
// sessionStorage, so a reload (or a tab restored by the browser) is the same tab, while a new tab
// is not. A new tab that finds no other tab seen within two minutes starts from a closed session.

/** Local storage keys of the open tabs: `openTab.<id>` = last seen (ms since the epoch). */
export const OPEN_TAB_PREFIX = 'openTab.';
/** This tab's id, in its sessionStorage (kept by a reload, gone with the tab). */
export const TAB_ID_KEY = 'tabId';
export const HEARTBEAT_MS = 15_000;
/**
 * A tab not seen for this long is gone: closed without `pagehide` (a killed browser, a phone that
 * dropped the app) or frozen in the background (browsers slow hidden tabs' timers to once a minute,
 * and phones freeze them: such a tab finds its session ended when it comes back, which is the safe
 * side for a shared device).
 */
export const TAB_GONE_MS = 120_000;

export interface TabPresence {
  /**
   * This tab is new (not a reload) and no other tab of the portal is open: whatever session the
   * device holds was left by a closed tab, and must not be shown.
   */
  readonly lastTabWasClosed: boolean;
  /** Marks this tab open until it is closed; returns the function that stops (tests). */
  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}

interface PresenceOptions {
  /** `window.localStorage`: shared by the tabs. */
  local: Storage;
  /** `window.sessionStorage`: this tab's. */
  tab: Storage;
  now?: () => number;
  newId?: () => string;
}

/** The other tabs seen lately; stale entries are removed on the way. */
function openTabs(local: Storage, now: number, except: string | null): string[] {
  const open: string[] = [];
  const keys: string[] = [];
  for (let index = 0; index < local.length; index += 1) {
    const key = local.key(index);
    if (key?.startsWith(OPEN_TAB_PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const id = key.slice(OPEN_TAB_PREFIX.length);
    const seen = Number(local.getItem(key));
    if (!Number.isFinite(seen) || now - seen > TAB_GONE_MS) local.removeItem(key);
    else if (id !== except) open.push(id);
  }
  return open;
}

export function tabPresence({
  local,
  tab,
  now = Date.now,
  newId = () => crypto.randomUUID(),
}: PresenceOptions): TabPresence {
  let known: string | null = null;
  let lastTabWasClosed = false;
  try {
    known = tab.getItem(TAB_ID_KEY);
    lastTabWasClosed = known === null && openTabs(local, now(), null).length === 0;
  } catch {
    // A storage that refuses to be read (privacy settings): nothing to tell, nothing to keep.
  }
  const id = known ?? newId();

  return {
    lastTabWasClosed,
    start(target) {
      const key = `${OPEN_TAB_PREFIX}${id}`;
      const beat = () => {
        try {
          local.setItem(key, String(now()));
        } catch {
          // A full or refused storage: this tab simply is not counted.
        }
      };
      const leave = () => {
        try {
          local.removeItem(key);
        } catch {
          // As above.
        }
      };
      try {
        tab.setItem(TAB_ID_KEY, id);
      } catch {
        // As above.
      }
      beat();
      const timer = setInterval(beat, HEARTBEAT_MS);
      const onVisible = () => {
        if (document.visibilityState === 'visible') beat();
      };
      // Closed, reloaded or left: this tab is no longer open (a reload starts again as itself).
      target.addEventListener('pagehide', leave);
      // Back from the back-forward cache, or shown again after being hidden.
      target.addEventListener('pageshow', beat);
      target.addEventListener('visibilitychange', onVisible);
      return () => {
        clearInterval(timer);
        target.removeEventListener('pagehide', leave);
        target.removeEventListener('pageshow', beat);
        target.removeEventListener('visibilitychange', onVisible);
        leave();
      };
    },
  };
}

// Inline scripts of the prerendered pages. They are serialised with Function#toString, so they
// must not reference anything outside their own body (their parameters arrive as JSON).

/**
 * Sets the theme class on `<html>` before the first paint: the stored `theme` key, else the system
 * preference (what theme.ts chooses once the app runs, and ui's ThemeProvider then keeps on
 * `<html>`). The class sets `color-scheme` too.
 */
export function themeBoot(classes: { light: string; dark: string }): void {
  let theme: string | null = null;
  try {
    theme = window.localStorage.getItem('theme');
  } catch {
    // Private mode: fall back to the system preference.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.add(theme === 'dark' ? classes.dark : classes.light);
}

/**
 * The closed-period page's next opening, without the app: a visitor who only reads the page
 * downloads no JavaScript bundle, so this small script reads the admission calendar (this portal's
 * addition to candidate-service, public) and writes the sentence into the element ClosedPeriod
 * marks with `data-next-opening` (its template). It applies flows' `upcomingOpening` and ui's
 * `formatLongDate` again, because an inline script can import nothing; the app computes the same
 * sentence when it starts. No calendar (404), no network or a slow one: the page stays as it is.
 */
export function calendarBoot(url: string): void {
  const target = document.querySelector('[data-next-opening]');
  const template = target?.getAttribute('data-next-opening');
  if (!target || !template || !window.fetch) return;
  const day = (zone: string, time: number) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(time);
  fetch(url, {
    headers: { Accept: 'application/json' },
    ...(AbortSignal.timeout ? { signal: AbortSignal.timeout(10_000) } : {}),
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { isSuccess?: boolean; data?: Record<string, unknown> } | null) => {
      const calendar = body?.isSuccess ? body.data : undefined;
      const opensOn = calendar?.opensOn;
      const year = calendar?.academicYear;
      if (typeof opensOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(opensOn) || typeof year !== 'string')
        return;
      if (opensOn <= day(String(calendar?.timeZone), Date.now())) return;
      const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
        .format(Date.parse(`${opensOn}T00:00:00Z`))
        .replace(/^1 /, '1er ');
      target.textContent = template.replace('{year}', year).replace('{day}', date);
    })
    .catch(() => {
      // An unreadable answer, a time zone Intl does not know, no network: the page says the dates
      // will be announced, as without the calendar.
    });
}

/**
 * Loads the app on the first sign of intent (pointer, touch, key, focus) instead of on load: the
 * prerendered form is already drawn and usable, and a visitor who only reads the page downloads
 * no JavaScript. A submit made before the app has hydrated is held and replayed by main.tsx;
 * what was typed stays in the fields (React does not reset input values when it hydrates).
 * A stored session starts the app at once (the login page then sends the user on).
 */
export function appBoot(entry: string, preloads: string[]): void {
  const host = window as unknown as Record<string, { hydrated?: boolean; pending?: unknown } | undefined>;
  const boot = (host.__portalBoot ??= {});
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    // Trusted Types (the production CSP requires them for scripts): a policy whose only answer is
    // the app's entry, whatever it is asked, so no other address can ever reach this sink through it.
    const policy = window.trustedTypes?.createPolicy('portal-boot', { createScriptURL: () => entry });
    script.src = (policy ? policy.createScriptURL(entry) : entry) as string;
    document.head.appendChild(script);
  };
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin']) {
    window.addEventListener(type, start, { capture: true, passive: true, once: true });
  }
  document.addEventListener(
    'submit',
    (event) => {
      if (boot.hydrated) return;
      event.preventDefault();
      boot.pending = { form: event.target, submitter: (event as SubmitEvent).submitter };
      start();
    },
    true,
  );
  // Served for another address (the service worker's offline shell): this markup is not that
  // page's. Draw nothing until the app draws the right one, and start it at once.
  const root = document.getElementById('root');
  if (root && root.dataset.prerendered !== window.location.pathname) {
    root.replaceChildren();
    start();
    return;
  }
  try {
    if (window.localStorage.getItem('access_token') || window.localStorage.getItem('refresh_token')) start();
  } catch {
    // No storage: no stored session either.
  }
}

/** `fn(...args)` as an inline script body. */
export function inlineCall(fn: (...args: never[]) => void, ...args: unknown[]): string {
  const json = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(',');
  return `(${fn.toString()})(${json})`;
}

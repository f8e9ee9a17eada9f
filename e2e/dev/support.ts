// The `dev` project runs the portal as `npm start` serves it: Vite's dev server, React StrictMode,
// whose every first mount is mounted, unmounted and mounted again.
import { expect, type Page } from '@playwright/test';

/**
 * Records, from the first paint of every page `page` loads, whether any of `texts` ever shows; the
 * returned function reads it for the page now loaded. A failure shown for a moment, then replaced,
 * is still a failure shown.
 */
export async function watchTexts(page: Page, texts: string[]): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched: string[]) => {
    const seen = new Set<string>();
    Object.assign(window, { __textsSeen: seen });
    const look = () =>
      watched.forEach((text) => document.body?.textContent?.includes(text) && seen.add(text));
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
  return () => page.evaluate(() => [...((window as { __textsSeen?: Set<string> }).__textsSeen ?? [])]);
}

/** The page comes from Vite's dev server (its client is loaded), so StrictMode's double mount is on. */
export async function expectDevServer(page: Page) {
  await expect(page.locator('script[src="/@vite/client"]')).toHaveCount(1);
}

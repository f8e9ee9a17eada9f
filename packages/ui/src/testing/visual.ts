// Visual regression inside Vitest's browser mode: every story (through the Storybook preview's
// afterEach) and the brand-change proof (test/browser/visual.test.tsx). Storybook itself skips it:
// `vitest/browser` exists only in Vitest's browser mode, so both imports happen only there.
// References live in __screenshots__ beside the stories (one per theme and viewport: light at
// 1280 px, dark at 360 px).

/**
 * How close a screenshot must be to its reference. pixelmatch's `threshold` is the colour distance
 * (in YIQ space, 0 to 1) above which a pixel counts as changed; anti-aliased pixels are ignored.
 * At its usual 0.2, the brand green #0f6b3e and a blue #1565c0 count as the same colour (their
 * distance is about 0.16), so a rebrand passed every screenshot: 0.05 sees it. No changed pixel is
 * allowed: one machine with one Chromium draws a page the same way every time, and the 0.05 % of
 * pixels once allowed (a 1280 × 2000 page: 1,280 pixels, a whole word) hid copy changes for weeks:
 * « Email » → « E-mail » and typographic apostrophes passed 92 references that still showed the
 * old text. scripts/screenshots.mjs stores references within 0.8 times this threshold (COMPARISON
 * there is checked equal to this).
 */
export const screenshotComparison = {
  // Vitest captures until two screenshots in a row are the same. On a loaded machine one capture of
  // a tall page can take seconds, and the default 5 s gave up on pages that were still: a page that
  // never settles still fails, after 20 s (a story's test has 60 s: vitest.config.ts).
  timeout: 20_000,
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0 },
} as const;

const FREEZE_ID = 'visual-test-freeze';

/**
 * Stops what would make two screenshots of the same state differ (animations, transitions, the
 * caret), and makes `<body>` at least as tall as the viewport, so what is fixed to its bottom
 * (toasts) is inside the capture.
 */
function freezeMotion(): void {
  if (document.getElementById(FREEZE_ID)) return;
  const style = document.createElement('style');
  style.id = FREEZE_ID;
  style.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
body { min-height: 100vh; }`;
  document.head.append(style);
}

/** `light-1280` or `dark-360`: the theme on `<html>` and the viewport's width. */
function visualVariant(): string {
  const theme = document.documentElement.classList.contains('adm-theme-dark') ? 'dark' : 'light';
  return `${theme}-${window.innerWidth}`;
}

const inVitestBrowser = () => Boolean((globalThis as { __vitest_browser__?: boolean }).__vitest_browser__);

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the pointer out of the test's frame (.storybook/visual-commands.ts). */
    parkPointer: () => Promise<void>;
  }
}

/**
 * Before a story renders, in Vitest's browser mode only: motion off from the start, so no
 * transition that a hover, a focus or a click starts can be caught half-way by the capture (a
 * transition already running keeps its duration when the styles change under it).
 */
export function prepareVisualTest(): void {
  if (inVitestBrowser()) freezeMotion();
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The page at rest before a capture: the pointer out of the frame (no hover left by a click),
 * fonts and images loaded and decoded, and two frames drawn after that.
 */
export async function settleForCapture(parkPointer: (() => Promise<void>) | undefined): Promise<void> {
  await parkPointer?.();
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images, (image) =>
      image.complete ? undefined : image.decode().catch(() => undefined),
    ),
  );
  await nextFrame();
  await nextFrame();
}

/** What a story may leave behind after its play function, said by its tags. */
export interface RestAllowance {
  /** Tag `focus`: the story is about where the focus goes (a dialog, a summary that takes it). */
  focus?: boolean | undefined;
  /** Tag `scroll`: the story is about a scrolled page. */
  scroll?: boolean | undefined;
}

/** `<button> « Se connecter »`: enough to find the element a play function left focused. */
function describeElement(element: Element): string {
  const name =
    element.getAttribute('aria-label') ??
    (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  return `<${element.tagName.toLowerCase()}>${name ? ` « ${name} »` : ''}`;
}

/**
 * What keeps a story from being at rest: an element that kept the focus, a page scrolled away from
 * its top. Storybook opens a story as its play function leaves it, and that state is what the
 * screenshot records: a focus ring or a scrolled page would then be drawn as part of the state the
 * story is named for. Empty when the story is at rest (or allowed to keep what it keeps).
 */
export function restProblems(allowed: RestAllowance = {}): string[] {
  const problems: string[] = [];
  const active = document.activeElement;
  if (!allowed.focus && active && active !== document.body && active !== document.documentElement) {
    problems.push(
      `${describeElement(active)} keeps the focus: end the play function with a blur (backAtRest), ` +
        'or tag the story `focus` and say why its focus is the point',
    );
  }
  if (!allowed.scroll && (window.scrollX !== 0 || window.scrollY !== 0)) {
    problems.push(
      `the page is scrolled to ${window.scrollX},${window.scrollY}: scroll back to the top, ` +
        'or tag the story `scroll` and say why',
    );
  }
  return problems;
}

/**
 * In Vitest's browser mode only (Storybook's own UI shows the story as it is): fails a story that
 * its play function did not leave at rest, before its screenshot is taken.
 */
export function expectAtRest(name: string, allowed: RestAllowance = {}): void {
  if (!inVitestBrowser()) return;
  const problems = restProblems(allowed);
  if (problems.length > 0) throw new Error(`${name} is not at rest: ${problems.join('; ')}.`);
}

/**
 * The tallest page drawn whole. The test runner's window (the Playwright context's viewport, set in
 * vitest.config.ts) must be at least this tall, or the runner scales the page down to fit it.
 */
export const MAX_CAPTURE_HEIGHT = 6000;

/**
 * Compares the whole page (`<body>`, with the dialogs and toasts portalled to it) with the
 * reference `${name}-${variant}`; fails when there is none (`vitest -u` writes it). The test's
 * frame only draws what is inside its viewport, so for a page longer than the viewport the frame
 * is made as tall as the page for the capture (as a full-page screenshot does), then put back.
 */
export async function expectScreenshot(name: string): Promise<void> {
  if (!inVitestBrowser()) return;
  const [{ page, server }, { expect }] = await Promise.all([import('vitest/browser'), import('vitest')]);
  freezeMotion();
  await settleForCapture(server.commands.parkPointer);
  const variant = visualVariant();
  const { innerWidth: width, innerHeight: height } = window;
  const full = Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
  const tall = Math.min(full, MAX_CAPTURE_HEIGHT);
  if (tall > height) await page.viewport(width, tall);
  try {
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(`${name}-${variant}`, screenshotComparison);
  } finally {
    if (tall > height) await page.viewport(width, height);
  }
}

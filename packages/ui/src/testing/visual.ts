// Visual regression inside story tests. Storybook itself skips it: `vitest/browser` exists only in
// Vitest's browser mode, so both imports happen only there. References live in __screenshots__
// beside the stories (one per theme and viewport: light at 1280 px, dark at 360 px).
export async function expectScreenshot(name: string): Promise<void> {
  if (!(globalThis as { __vitest_browser__?: boolean }).__vitest_browser__) return;
  const [{ page }, { expect }] = await Promise.all([import('vitest/browser'), import('vitest')]);
  // Named after what is on screen: the preview decorator puts the theme's class on <html>.
  const variant = `${document.documentElement.classList.contains('adm-theme-dark') ? 'dark' : 'light'}-${window.innerWidth}`;
  // Small tolerance for anti-aliasing; a layout or colour change still fails.
  await expect.element(page.getByRole('main')).toMatchScreenshot(`${name}-${variant}`, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 },
  });
}

import { expect, waitFor, within } from 'storybook/test';

// For stories whose play function clicks or types to check a callback: the click leaves a focus
// ring, and the page may have scrolled to what was clicked; neither is part of the state the story
// is named for. Called last, it puts the page back at rest (nothing focused, scrolled to the top),
// so Storybook and the screenshot show the named state. The preview fails a story that is not at
// rest (src/testing/visual.ts), unless it is tagged `focus` or `scroll`.
export function backAtRest(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.scrollTo(0, 0);
}

/**
 * For a form's error state: the error summary takes the focus as it appears (ErrorSummary), so
 * keyboard and screen-reader users land on it. Checked, then the page is put back at rest: the
 * story shows the error, not a focus ring (the focus is the point of ErrorSummary's own story).
 */
export async function summaryFocusedThenAtRest(canvasElement: HTMLElement): Promise<void> {
  const summary = within(canvasElement).getByRole('group', { name: 'Il y a un problème' });
  await waitFor(() => expect(summary).toHaveFocus());
  backAtRest();
}

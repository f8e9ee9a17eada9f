// Server-side commands of Vitest's browser mode that the visual tests use (packages/ui/src/testing/
// visual.ts): registered on every browser project in vitest.config.ts.
import type { BrowserCommand } from 'vitest/node';

/**
 * Moves the pointer out of the test's frame (into the runner's page beside it), so no element of
 * the story is left hovered by the last click of a play function, or of the previous story.
 */
export const parkPointer: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') return;
  const { page } = context;
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return;
  // Right of the frame when there is room (the runner's window is wider than any frame), else below.
  const x = box.x + box.width + 2 < size.width ? box.x + box.width + 2 : 1;
  const y = box.x + box.width + 2 < size.width ? 1 : Math.min(box.y + box.height + 2, size.height - 1);
  await page.mouse.move(x, y);
};

export const visualCommands = { parkPointer };

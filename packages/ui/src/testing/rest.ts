// For stories whose play function clicks to check a callback: the click leaves a focus ring that
// is not part of the state the story is named for. Called last, it puts the page back at rest, so
// Storybook and the screenshot show the named state.
export function backAtRest(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

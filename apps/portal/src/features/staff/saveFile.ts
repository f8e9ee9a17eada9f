// Hands a file the portal fetched (with the bearer, which a plain link could not send) to the
// browser's downloads: an object URL and a temporary <a download>, the way a link to the file would.

/** How long the object URL outlives the click: the browser has started reading it by then. */
const REVOKE_AFTER_MS = 60_000;

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: a browser may still be reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

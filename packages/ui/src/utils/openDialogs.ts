// The modal dialogs open on the page, newest last, each with the function that closes it.
//
// Radix stacks its dismissable layers in the order they appeared: a toast shown while a dialog is
// open (a failed save) is the newest layer, so Escape would close the toast and leave the dialog.
// A toast is not above a modal dialog for the person using it: the dialog holds the focus and
// everything else is inert. The toast asks here whether a dialog is open, and Escape closes that
// dialog first (ToastRegion); once no dialog is open, Escape closes the toast.
const open: Array<() => void> = [];

/** Registers an open dialog's close function; call the returned function when it closes. */
export function registerOpenDialog(close: () => void): () => void {
  open.push(close);
  return () => {
    const index = open.lastIndexOf(close);
    if (index >= 0) open.splice(index, 1);
  };
}

/** The close function of the newest open dialog, if any. */
export function topmostDialog(): (() => void) | undefined {
  return open[open.length - 1];
}

// The address typed at the last sign-in of this page, kept in memory only (never in storage, never
// in an address bar): the page « Renvoyer l’e-mail de vérification », reached from the sign-in's
// « compte pas encore activé », starts with it instead of asking for it again.
let typed: string | null = null;

/** Remembers the address of a sign-in (trimmed), or forgets it with null. */
export function rememberTypedAddress(address: string | null): void {
  typed = address?.trim() || null;
}

/** The address typed at the last sign-in of this page, if any. */
export function typedAddress(): string | null {
  return typed;
}

/**
 * Vrai seulement pour une adresse absolue en `http:` ou `https:` : un lien construit à partir de
 * données du serveur ne doit pas exécuter de script.
 */
export function isSafeExternalUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

// French copy of the failure screens the spec does not show (none of it is in the spec): a route
// that could not be drawn, and a session that could not be checked because the service is away.
export const errorsCopy = {
  routeError: {
    title: 'Une erreur est survenue',
    unexpected: 'Cette page n’a pas pu s’afficher. Réessayez, ou revenez à l’accueil.',
    network:
      'Cette page n’a pas pu être téléchargée. Vérifiez votre connexion internet, puis rechargez la page.',
    status: (status: number) => `Code de l’erreur\u00a0: ${status}`,
    reload: 'Recharger la page',
    home: 'Retour à l’accueil',
  },
  sessionUnavailable: {
    title: 'Connexion au service impossible',
    retry: 'Réessayer',
    login: 'Se connecter avec un autre compte',
  },
} as const;

export type ErrorsCopy = typeof errorsCopy;

// The building blocks' own words (buttons, labels, announcements), French by default. An app
// changes them through UiCopyProvider. No product's words here: the name an app shows in its
// headers, its footer's line and its support e-mail's subject are props the app gives
// (@admission/screens gives the portal's).

export const blocksFr = {
  common: {
    // Not in the spec: pages viewed with JavaScript off.
    javascriptRequiredTitle: 'JavaScript est nécessaire',
    javascriptRequired:
      'Ce formulaire a besoin de JavaScript. Activez JavaScript dans votre navigateur, puis rechargez la page.',
    logout: 'Déconnexion',
    loading: 'Chargement…',
    close: 'Fermer',
    // Not in the spec: the helpers of fields, links and dialogs.
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    show: 'Afficher',
    hide: 'Masquer',
    showPassword: 'le mot de passe',
    errorPrefix: 'Erreur\u00a0:',
    errorSummaryTitle: 'Il y a un problème',
  },
  shell: {
    // Not in the spec: the signed-in shell's links (docs/behaviour.md, deviation 28) and the name
    // of their navigation.
    navigation: 'Navigation principale',
    dashboard: 'Mon espace',
    profile: 'Mon profil',
  },
  theme: {
    // Not in the spec: the toggle's accessible names.
    toDark: 'Activer le thème sombre',
    toLight: 'Activer le thème clair',
  },
  toast: {
    neutral: 'Notification',
    info: 'Information',
    positive: 'Succès',
    caution: 'Avertissement',
    critical: 'Erreur',
    close: 'Fermer la notification',
    region: 'Notifications',
  },
  support: {
    // Not in the spec: the block's heading and labels.
    title: 'Besoin d’aide\u202f?',
    emailLabel: 'E-mail',
    phoneLabel: 'Téléphone',
  },
  grade: {
    outOf: '/20',
    // Not in the spec: read after the mark, so the colour is not the only signal. Neutral on
    // purpose: a mark is not an admission decision.
    atOrAbove: 'note supérieure ou égale à 10',
    below: 'note inférieure à 10',
  },
  sidebar: {
    label: 'Navigation des modules',
    // Not in the spec: the collapse button's names and the shortcut hint.
    collapse: 'Réduire le menu',
    expand: 'Déplier le menu',
    shortcut: 'Ctrl+B',
    account: 'Compte',
    modules: 'Modules',
  },
  sessionTimeout: {
    // Not in the spec: the inactivity warning (deviation 29, GOV.UK's timeout pattern).
    title: 'Votre session va bientôt expirer',
    countdown: (time: string) => `Vous serez déconnecté dans ${time}.`,
    reason:
      'Pour protéger vos données, votre session se ferme après une période d’inactivité. Vos informations enregistrées ne seront pas perdues.',
    stay: 'Rester connecté',
    logout: 'Se déconnecter',
    // A non-breaking space keeps each number with its unit.
    minutes: (minutes: number) => `${minutes}\u00a0min`,
    seconds: (seconds: number) => `${seconds}\u00a0s`,
  },
};

/** Les textes des blocs (`blocksFr` contient les valeurs françaises par défaut). */
export type BlocksCopy = typeof blocksFr;

/**
 * Ce qu’une application peut changer : n’importe quelle section, n’importe laquelle de ses entrées.
 */
export type BlocksCopyOverrides = {
  [Section in keyof BlocksCopy]?: BlocksCopy[Section] extends (...args: never[]) => unknown
    ? BlocksCopy[Section] | undefined
    : Partial<BlocksCopy[Section]> | undefined;
};

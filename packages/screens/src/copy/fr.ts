// The French catalogue: the product's name and lines, common copy and the public and account screens
// (login, loading, access denied, not found, verify email, reset, closed period, profile, diagnostics).
// The password rules, needed only by the pages that set a password, are in password.ts.
// Wording is the spec's, verbatim; strings marked "not in the spec" fill states it does not word.
// The candidate, staff and student screens keep theirs in candidate.ts, staff.ts and student.ts.

import type { LoginErrorCode, SessionErrorCode } from '@admission/flows';
import { blocksFr } from '@admission/ui/copy';

// The failure codes worded here and in the other catalogues are @admission/flows' own types (docs/
// contract.md): a code flows adds or drops fails the `satisfies Record<Code, string>` of its words.

// Not in the spec: a call that ran past its time limit (docs/behaviour.md, deviation 27). One
// sentence wherever a `timeout` code is worded, so the candidate always reads the same advice.
export const timeout = 'Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.';

export const fr = {
  common: {
    ...blocksFr.common,
    // The product's name: the headers' title, the pages' title after their own.
    appName: 'Admission en ligne',
    checkingAuth: 'Vérification de l’authentification…',
    required: '(obligatoire)',
    backToLogin: 'Retour à la connexion',
    notProvided: 'Non renseigné',
    // Not in the spec: a call that failed or ran out of time, and the button that tries it again.
    timeout,
    retry: 'Réessayer',
  },
  shell: blocksFr.shell,
  theme: blocksFr.theme,
  toast: blocksFr.toast,
  // The footers' last line.
  footer: (product: string) => `Cell-INF/${product} 2025. Tous droits réservés.`,
  support: {
    ...blocksFr.support,
    // The subject of every support e-mail the pages open.
    subject: 'Assistance Equivalence/Admission',
  },
  grade: blocksFr.grade,
  sidebar: blocksFr.sidebar,
  login: {
    title: 'Connexion candidat',
    subtitle: 'Accédez à votre espace candidature',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Traitement…',
    createAccount: 'Créer un compte',
    forgotPassword: 'Mot de passe oublié\u202f?',
    // Not in the spec: shown after the session ended for inactivity (deviation 29).
    idleLogout: 'Vous avez été déconnecté après une période d’inactivité.',
    // Not in the spec: shown when the session ended at the identity provider (docs/behaviour.md,
    // « Session »).
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    // Not in the spec: under « Votre compte n’est pas encore activé… », the way to a new e-mail.
    resendVerification: 'Renvoyer l’e-mail de vérification',
    staffTitle: 'Connexion personnel',
    // Not in the spec: the staff sign-in's subtitle and the way there from the candidate login.
    staffSubtitle: 'Accédez à l’espace de gestion des candidatures',
    staffPrompt: 'Vous êtes membre du personnel\u202f?',
    staffLink: 'Connexion personnel',
  },
  loginErrors: {
    invalidCredentials: 'Identifiants incorrects. Veuillez réessayer.',
    // Not in the spec: from the 3rd refusal of one address in this browser. Keycloak answers a
    // locked account as a wrong password, so both causes are named; 15 minutes is the realm's
    // maxFailureWaitSeconds (docs/behaviour.md, deviation 58).
    invalidCredentialsOrLocked:
      'Identifiants incorrects, ou compte bloqué après plusieurs échecs. S’il est bloqué, réessayez dans 15\u00a0minutes au plus ou réinitialisez votre mot de passe.',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    forbiddenRole: 'Accès non autorisé. Ce portail est réservé aux candidats.',
    notStaff: 'Accès non autorisé. Cet espace est réservé au personnel.',
    // Not in the spec: states the identity provider can answer.
    accountDisabled: 'Votre compte est désactivé. Veuillez contacter l’assistance.',
    accountNotSetUp:
      'Votre compte n’est pas encore activé. Veuillez vérifier votre e-mail ou contacter l’assistance.',
    network: 'Connexion au serveur impossible. Vérifiez votre connexion Internet et réessayez.',
    server: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    timeout,
  } satisfies Record<LoginErrorCode, string>,
  sessionErrors: {
    sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
    network: 'Connexion au serveur impossible. Vérifiez votre connexion Internet et réessayez.',
    server: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    timeout,
  } satisfies Record<SessionErrorCode, string>,
  sessionTimeout: blocksFr.sessionTimeout,
  accessDenied: {
    title: 'Accès refusé',
    message: 'Vous n’avez pas les permissions nécessaires pour accéder à cette page.',
    dashboard: 'Retour au Dashboard',
    otherAccount: 'Se connecter avec un autre compte',
  },
} as const;

export type FrenchCopy = typeof fr;

// The copy of the public pages the sign-in journey never shows (the e-mail verification, the
// password reset, the closed period, the page not found): kept apart from fr.ts, as account.ts is, so
// it travels in those pages' chunks and not in the first download (the journey budget). Their titles
// are in titles.ts, with every page's title.
import type { ResetConfirmErrorCode, ResetRequestErrorCode, VerifyEmailErrorCode } from '@admission/flows';
import { fr } from './fr';
import { passwordPolicy } from './password';
import { pageTitles } from './titles';

export const publicPagesCopy = {
  notFound: {
    code: '404',
    message: 'Oops! Page not found',
    home: 'Return to Home',
  },
  verifyEmail: {
    title: pageTitles.verifyEmail,
    verifying: 'Vérification en cours…',
    success: 'E-mail vérifié avec succès\u202f! Redirection en cours…',
    errorTitle: 'Erreur lors de la vérification',
    backToLogin: 'Retour à la connexion',
    // Not in the spec: said by the sign-in the success leads to (docs/behaviour.md, deviation 62);
    // worded here, in the verification page's chunk, not in the sign-in's first load.
    accountActive:
      'Votre adresse e-mail est vérifiée\u00a0: votre compte est actif. Vous pouvez vous connecter.',
    // The same, when this page knows the address (typed here before): the field is filled with it.
    accountActiveFor: (email: string) =>
      `L’adresse ${email} est vérifiée\u00a0: votre compte est actif. Saisissez votre mot de passe pour vous connecter.`,
  },
  verifyEmailErrors: {
    missingUserId: 'ID utilisateur manquant',
    userNotFound: 'Utilisateur non trouvé',
    verificationFailed: 'Erreur lors de la vérification de l’e-mail',
    unexpected: 'Une erreur inattendue s’est produite',
    timeout: fr.common.timeout,
  } satisfies Record<VerifyEmailErrorCode, string>,
  resetRequest: {
    // Not in the spec: the introduction.
    title: pageTitles.resetRequest,
    intro: 'Saisissez votre adresse e-mail pour recevoir un lien de réinitialisation.',
    email: 'E-mail',
    submit: 'Envoyer le lien',
    sending: 'Envoi…',
    sentTitle: 'E-mail envoyé\u202f!',
    // Not the spec's sentence (« Un email de réinitialisation a été envoyé à {email} »): the answer
    // is the same whether or not the address has an account (docs/behaviour.md, deviations).
    sent: (email: string) =>
      `Si un compte correspond à ${email}, un e-mail de réinitialisation vient d’y être envoyé.`,
    // Not in the spec: the inbox hint's wording.
    sentHint: 'Vérifiez votre boîte de réception (et le dossier des courriers indésirables).',
    backToLogin: 'Retour à la connexion',
  },
  resetRequestErrors: {
    // Not in the spec: the shorter variant for a non-200 answer.
    notFound: 'Impossible d’envoyer l’e-mail de réinitialisation. Vérifiez l’adresse saisie.',
    sendFailed: 'E-mail non trouvé ou erreur lors de l’envoi de l’e-mail de réinitialisation.',
    timeout: fr.common.timeout,
  } satisfies Record<ResetRequestErrorCode, string>,
  resetConfirm: {
    title: pageTitles.resetConfirm,
    password: 'Nouveau mot de passe',
    confirmation: 'Confirmer le mot de passe',
    submit: 'Modifier le mot de passe',
    sending: 'Modification…',
    doneTitle: 'Mot de passe modifié\u202f!',
    // Not in the spec: the sentence and link after success.
    doneText: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    login: 'Se connecter',
    requestNewLink: 'Demander un nouveau lien',
    // Not in the spec: while the link is judged, as the page opens (docs/behaviour.md, deviation 59).
    checking: 'Vérification du lien…',
  },
  resetConfirmErrors: {
    // Not in the spec: the link judged dead as the page opens, in the words of the server's refusal
    // (docs/behaviour.md, deviation 59).
    linkInvalid: 'Lien de réinitialisation invalide, déjà utilisé ou expiré.',
    missingToken: 'Token de réinitialisation manquant.',
    weakPassword: passwordPolicy.weakIntro,
    mismatch: 'Les mots de passe ne correspondent pas.',
    // The server refused the link or the password (the screen then offers a new link), or gave no
    // usable answer: the spec's one sentence for both.
    refused: 'Erreur lors de la réinitialisation du mot de passe.',
    failed: 'Erreur lors de la réinitialisation du mot de passe.',
    timeout: fr.common.timeout,
  } satisfies Record<ResetConfirmErrorCode, string>,
  closedPeriod: {
    title: pageTitles.closedPeriod,
    // Not in the spec word for word: the sentences around its headings.
    text: 'Les candidatures pour cette année académique sont fermées.',
    importantTitle: 'Informations importantes',
    important:
      'Aucune nouvelle candidature ne peut être déposée pour l’instant. Les dossiers déjà déposés restent consultables depuis votre espace candidat.',
    datesNote: 'Les dates d’ouverture des prochaines périodes de candidature seront annoncées prochainement.',
    // docs/behaviour.md, deviation 51: the admission calendar announces the next opening.
    nextOpening: (academicYear: string, day: string) =>
      `Les candidatures pour l’année ${academicYear} ouvriront le ${day}.`,
    // Not in the spec (docs/behaviour.md, deviation 51): what stays open while new applications are
    // closed, so the page agrees with the dashboard's « Dernier jour pour modifier vos choix ».
    choicesOpen: (day: string) =>
      `Les candidats qui ont déjà déposé un dossier peuvent encore modifier leurs choix de programme jusqu’au ${day} inclus, depuis leur espace candidat.`,
    stayInformedTitle: 'Restez informés',
    stayInformed:
      'Consultez régulièrement ce portail\u00a0: les nouvelles périodes de candidature y seront publiées.',
  },
} as const;

export type PublicPagesCopy = typeof publicPagesCopy;

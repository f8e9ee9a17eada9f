// The copy of the account's own pages, which the sign-in journey never shows (the profile, the
// diagnostics, a new verification e-mail, another account signed in elsewhere): kept apart from
// fr.ts so it travels in those pages' chunks, not in the first download (the journey budget).
import type { PasswordChangeErrorCode, ResendVerificationErrorCode } from '@admission/flows';
import { fr } from './fr';
import { pageTitles } from './titles';

export const accountCopy = {
  profile: {
    // Not in the spec: title and labels around the fields it names.
    title: pageTitles.profile,
    photoTitle: 'Photo de profil',
    photoAlt: 'Photo de profil',
    noPhoto: 'Aucune photo',
    photoChange: 'Changer la photo',
    // Not in the spec: the French button of the photo picker (the browser's own is in English).
    photoChoose: 'Choisir une photo',
    photoHint: 'Images uniquement (JPEG, PNG…).',
    infoTitle: 'Informations personnelles',
    fullName: 'Nom complet',
    email: 'E-mail',
    phone: 'Téléphone',
    registrationNumber: 'Numéro d’inscription',
    // Not in the spec: the portal knows no registration number before enrolment.
    registrationNumberPending: 'Attribué à l’inscription',
    passwordTitle: 'Changer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    submit: 'Mettre à jour le mot de passe',
    saving: 'Mise à jour…',
    mismatch: 'Les mots de passe ne correspondent pas',
    passwordUpdated: 'Votre mot de passe a été mis à jour',
    // Not in the spec (it simulates the change): the account's other sessions end with it.
    otherSessionsEnded: 'Vos autres sessions ont été fermées.',
    photoUpdated: 'Votre photo de profil a été mise à jour',
  },
  // Not in the spec: the real password change's refusals (the spec simulates it).
  passwordChangeErrors: {
    mismatch: 'Les mots de passe ne correspondent pas',
    weakPassword: 'Le mot de passe doit contenir\u00a0: ',
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    locked:
      'Trop de mots de passe incorrects\u00a0: votre compte est bloqué un moment. Veuillez réessayer dans quelques minutes.',
    refused: 'Le nouveau mot de passe a été refusé.',
    failed: 'Votre mot de passe n’a pas pu être modifié. Veuillez réessayer.',
    timeout: fr.common.timeout,
  } satisfies Record<PasswordChangeErrorCode, string>,
  // Not in the spec: a new verification e-mail for an account not yet activated.
  resendVerification: {
    title: pageTitles.resendVerification,
    intro: 'Saisissez l’adresse e-mail de votre compte pour recevoir un nouveau lien d’activation.',
    email: 'E-mail',
    submit: 'Renvoyer l’e-mail',
    sending: 'Envoi…',
    sentTitle: 'Demande enregistrée',
    // The answer is the same for every address (no account enumeration).
    sent: (email: string) =>
      `Si un compte non activé correspond à ${email}, un nouvel e-mail de vérification vient d’y être envoyé.`,
    sentHint: 'Vérifiez votre boîte de réception (et le dossier des courriers indésirables).',
    backToLogin: 'Retour à la connexion',
  },
  resendVerificationErrors: {
    tooMany: 'Trop de demandes pour cette adresse. Veuillez réessayer dans quelques minutes.',
    failed: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer.',
    timeout: fr.common.timeout,
  } satisfies Record<ResendVerificationErrorCode, string>,
  authDiagnostics: {
    // Not in the spec: title and labels of the facts it lists.
    title: pageTitles.authDiagnostics,
    status: 'État de l’authentification',
    authenticated: 'Authentifié',
    notAuthenticated: 'Non authentifié',
    yes: 'Oui',
    no: 'Non',
    accessToken: 'Jeton d’accès présent',
    refreshToken: 'Jeton de rafraîchissement présent',
    userTitle: 'Utilisateur',
    noUser: 'Aucun utilisateur connecté',
    id: 'Identifiant',
    email: 'E-mail',
    name: 'Nom',
    active: 'Actif',
    createdAt: 'Créé le',
    roles: 'Rôles',
    noRoles: 'Aucun rôle',
    tokenTitle: 'Jeton d’accès décodé',
    invalidToken: 'Token invalide ou absent',
    subject: 'Sujet (sub)',
    issuer: 'Émetteur (iss)',
    audience: 'Audience (aud)',
    expiresAt: 'Expiration (exp)',
    issuedAt: 'Émis le (iat)',
    realmRoles: 'Rôles du domaine',
    portalAccessTitle: 'Accès au portail candidat',
    portalAccessYes: 'Autorisé\u00a0: au moins un des rôles student, candidate ou ROLE_CANDIDATE.',
    portalAccessNo: 'Refusé\u00a0: aucun des rôles student, candidate ou ROLE_CANDIDATE.',
    reload: 'Recharger',
    logout: 'Déconnexion',
  },
  // Another account signed in in another tab of this browser: this tab says so before following.
  accountChanged: {
    title: 'Un autre compte est connecté',
    text: (email: string) =>
      `${email} vient de se connecter dans un autre onglet de ce navigateur. Un seul compte peut être connecté à la fois\u00a0: votre session dans cet onglet est terminée.`,
    unknown:
      'Un autre compte vient de se connecter dans un autre onglet de ce navigateur. Un seul compte peut être connecté à la fois\u00a0: votre session dans cet onglet est terminée.',
    continue: (email: string) => `Continuer avec ${email}`,
    continueUnknown: 'Continuer avec ce compte',
  },
} as const;

export type AccountCopy = typeof accountCopy;

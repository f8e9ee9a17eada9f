// The receipt of a programme change (not in the spec: docs/behaviour.md, deviation 52). Its own
// module: only the receipt page, a lazy chunk, downloads it.
import type { ReceiptEmailErrorCode, ReceiptLoadErrorCode } from '@admission/flows';
import { pageTitles } from './titles';

export const receiptCopy = {
  /** After « Enregistrer »: the page confirms the change first. */
  savedTitle: 'Vos choix ont été enregistrés',
  /** Opened later, from the application's card or the e-mail. */
  title: pageTitles.receipt,
  referenceLabel: 'Référence de votre modification',
  keepIt:
    'Conservez cette référence\u00a0: elle prouve votre demande. Vous la retrouverez sur votre tableau de bord.',
  savedAt: 'Date de la modification',
  candidate: 'Candidat',
  application: 'Candidature',
  version: 'Version du dossier',
  choicesTitle: 'Vos choix enregistrés',
  rank: (rank: number) => `Choix n°\u00a0${rank}`,
  print: 'Imprimer ou enregistrer en PDF',
  email: 'Recevoir par e-mail',
  emailSending: 'Envoi en cours…',
  emailSent: 'Le justificatif vous a été envoyé par e-mail.',
  emailErrors: {
    tooMany: 'Ce justificatif a déjà été envoyé plusieurs fois. Réessayez plus tard.',
    failed: 'L’e-mail n’a pas pu être envoyé. Réessayez dans quelques instants.',
    timeout: 'Le serveur met trop de temps à répondre. Réessayez dans quelques instants.',
    sessionExpired: 'Votre session a expiré. Reconnectez-vous pour recevoir le justificatif.',
  } satisfies Record<ReceiptEmailErrorCode, string>,
  backToDashboard: 'Retour au tableau de bord',
  loading: 'Chargement du justificatif…',
  notFound:
    'Ce justificatif est introuvable. Vérifiez la référence, ou retrouvez le justificatif de votre dernière modification sur votre tableau de bord.',
  loadErrors: {
    failed: 'Impossible de charger le justificatif. Réessayez dans quelques instants.',
    timeout: 'Le serveur met trop de temps à répondre. Réessayez dans quelques instants.',
    sessionExpired: 'Votre session a expiré. Reconnectez-vous pour voir le justificatif.',
  } satisfies Record<ReceiptLoadErrorCode, string>,
  retry: 'Réessayer',
  /** Printed at the foot of the page. */
  printedFrom: 'Justificatif délivré par Admission en ligne.',
} as const;

// French copy of the candidate dashboard, verbatim from the spec
// (sections 2, 4, 5 and 8). Strings marked "not in the spec" fill gaps the spec leaves open.
// The page's title is in titles.ts, with every page's title (the first chunk): this catalogue
// travels in the candidate's chunk only.
import { pageTitles } from './titles';

export const candidateCopy = {
  dashboard: {
    title: pageTitles.dashboard,
    loadingTitle: 'Chargement de votre dashboard…',
    loadingHint: 'Veuillez patienter',
    noApplicationTitle: 'Aucune candidature trouvée',
    noApplicationText: 'Vous n’avez actuellement aucune candidature enregistrée.',
    closedPeriodsText:
      'Les périodes de candidature sont actuellement fermées. Nous vous informerons dès leur réouverture.',
    // Not in the spec: the applications could not be loaded (docs/behaviour.md, deviation 4: never
    // shown as "no application").
    loadFailedTitle: 'Impossible de charger vos candidatures',
    loadFailed: 'Vos candidatures n’ont pas pu être récupérées. Réessayez dans quelques instants.',
    // Deviation 34: the last-known copy kept on the device, shown without network.
    offlineTitle: (when: string) => `Hors ligne – informations du ${when}`,
    offlineText:
      'Ces informations sont celles de votre dernière connexion. Elles seront mises à jour dès le retour de la connexion\u202f; la modification de vos choix sera alors de nouveau possible.',
    // Not in the spec: heading of one application when a candidate holds several.
    applicationHeading: (programName: string | null | undefined) =>
      programName ? `Candidature\u00a0: ${programName}` : 'Candidature',
  },
  // Deviation 51: the admission calendar's next key date, above the applications.
  calendar: {
    title: 'Prochaine échéance',
    kinds: {
      opening: 'Ouverture des candidatures',
      choicesClose: 'Dernier jour pour modifier vos choix',
      results: 'Publication des résultats',
      enrolment: 'Début des inscriptions',
    },
    /** « Dernier jour pour modifier vos choix : 15 décembre 2026 (dans 20 jours) », a no-break space before « : ». */
    next: (label: string, day: string, when: string) => `${label}\u00a0: ${day} (${when})`,
  },
  status: {
    title: 'Statut de la candidature',
    submittedOn: 'Soumise le',
    noDate: 'Date non renseignée',
    studentSpace: 'Accéder à mon espace étudiant',
  },
  // Deviation 53: the dated history of an application, opened on request (its content: copy/history.ts).
  history: { title: 'Historique de la candidature' },
  documents: {
    title: 'Documents soumis',
    cin: 'Carte d’identité',
    other: 'Autre document',
    none: 'Aucun document disponible',
    // Not in the spec: the details (call 5) are on their way or could not be loaded.
    loading: 'Chargement des documents…',
    unavailable: 'Vos documents ne peuvent pas être affichés pour le moment.',
  },
  personal: {
    title: 'Informations personnelles',
    fullName: 'Nom complet',
    birthDate: 'Date de naissance',
    birthPlace: 'Lieu de naissance',
    email: 'E-mail',
    phone: 'Téléphone',
    notProvidedFeminine: 'Non renseignée',
    notProvided: 'Non renseigné',
    edit: 'Modifier',
    // Not in the spec: a value the details (call 5) have not brought yet, or could not bring.
    loading: 'Chargement…',
    unavailable: 'Indisponible pour le moment',
    // Not in the spec: what "Modifier" opens (deviation 31).
    editTitle: 'Modifier vos informations personnelles',
    editText:
      'Ces informations proviennent de votre dossier du baccalauréat et de votre candidature\u00a0: elles ne peuvent pas être modifiées ici.',
    editHelp:
      'Si l’une d’elles est inexacte, signalez l’erreur à l’assistance. Votre numéro de candidat et le champ concerné sont déjà indiqués dans le message.',
    reportError: 'Signaler une erreur',
    reportBody: (candidateId: string, field: string, value: string) =>
      `Numéro de candidat\u00a0: ${candidateId}\r\nChamp concerné\u00a0: ${field}\r\nValeur affichée\u00a0: ${value}\r\nValeur correcte\u00a0: `,
  },
  score: {
    title: 'Score de candidature',
    missing: 'N/A',
    unit: 'points',
    note: 'Score calculé selon la formule de sélection',
  },
  grades: {
    title: 'Notes du baccalauréat',
    coefficient: 'Coefficient',
    none: 'Aucune note disponible',
    // Not in the spec: the grades are still on their way (slow mobile data), or could not be loaded.
    loading: 'Chargement des notes…',
    failed: 'Impossible de charger vos notes. Réessayez dans quelques instants.',
    retryContext: 'le chargement des notes',
  },
  program: {
    title: 'Programme choisi',
    choices: 'Vos choix classés',
    priority: (priority: number) => `Choix n°\u00a0${priority}`,
    change: 'Changer de programme',
    // The toast once a programme change is saved (the dialog's own words: programChange.ts).
    changeSaved: 'Vos programmes ont été modifiés avec succès.',
    changeNote:
      'Vous pouvez modifier votre choix de programme tant que votre candidature n’a pas été traitée.',
    none: 'Aucun programme choisi',
    // Deviation 52: the receipt of the last programme change, kept reachable from the card.
    receipt: 'Voir le justificatif de votre dernière modification',
    // Deviation 51: the admission calendar's deadline is past (its day, formatted).
    changeClosed: (day: string) =>
      `Le dernier jour pour modifier vos choix était le ${day}. Votre choix ne peut plus être modifié.`,
    // Not in the spec: the choice (call 5) is on its way or could not be loaded (deviation 4).
    loading: 'Chargement de votre choix de programme…',
    failed: 'Impossible de charger votre choix de programme. Réessayez dans quelques instants.',
    retryContext: 'le chargement du choix de programme',
    // Not in the spec: a waitlisted choice's position (choice.rank).
    waitlistPosition: (rank: string) => `Position sur la liste d’attente\u00a0: ${rank}`,
  },
  applicationStatus: {
    pending: 'En attente',
    submitted: 'Soumise',
    reviewing: 'En cours d’examen',
    approved: 'Acceptée',
    rejected: 'Candidature non retenue',
    waitlisted: 'Liste d’attente',
    // Not in the spec: a status the API sent that this version does not know.
    unknown: 'Statut inconnu',
  },
  // One vocabulary for the application's status and its choices' badges (docs/behaviour.md,
  // deviation 61): the spec's « Approuvé » and « Refusé » beside « Acceptée » and « Candidature non
  // retenue » read as two decisions; a choice takes the application's words, in the masculine.
  choiceStatus: {
    accepted: 'Accepté',
    waitlisted: 'Liste d’attente',
    rejected: 'Non retenu',
    cancelled: 'Annulé',
    pending: 'En attente',
  },
  singleChoiceBadge: {
    approved: 'Accepté',
    waitlisted: 'Liste d’attente',
    pending: 'En attente',
    rejected: 'Non retenu',
    other: 'Soumis',
  },
} as const;

export type CandidateCopy = typeof candidateCopy;

// French copy of the staff application lists, verbatim from the spec (section 2).
import { pageTitles } from './titles';

export const staffCopy = {
  titles: {
    universite: pageTitles.staffUniversite,
    coran: pageTitles.staffCoran,
    majalis: pageTitles.staffMajalis,
  },
  columns: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    status: 'Statut',
    documents: 'Documents',
    actions: 'Actions',
    // Not in the spec: the lists for deciding (docs/behaviour.md, « Ranking by merit »).
    mainChoice: 'Choix principal',
    score: 'Score',
  },
  // Not in the spec: the lists' order and filter by programme (docs/behaviour.md, « Staff lists »).
  sortLabel: 'Trier par',
  // The highest score first, A to Z, the newest first (docs/behaviour.md, « Staff lists »).
  sorts: { score: 'Score', name: 'Nom', date: 'Date de dépôt' },
  programLabel: 'Formation (choix principal)',
  allPrograms: 'Toutes les formations',
  noScore: 'Non calculé',
  noMainChoice: 'Aucun',
  status: {
    accepted: 'Acceptée',
    rejected: 'Rejetée',
    pending: 'En attente',
    // Not in the spec: a status the API sent that this version does not know.
    unknown: 'Statut inconnu',
  },
  // Not in the spec: shown when a list holds no application, or none matches the search.
  empty: 'Aucune candidature',
  emptySearch: 'Aucune candidature ne correspond à votre recherche.',
  // Not in the spec: the served lists' states, search, filter, paging, confirmation and conflict.
  loading: 'Chargement des candidatures…',
  loadError: 'Impossible de charger les candidatures.',
  retry: 'Réessayer',
  searchForm: 'Rechercher une candidature',
  searchLabel: 'Nom ou e-mail',
  statusLabel: 'Statut',
  allStatuses: 'Tous les statuts',
  searchSubmit: 'Rechercher',
  total: (count: number) => (count === 1 ? '1 candidature' : `${count} candidatures`),
  pagination: 'Pagination',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${Math.max(pages, 1)}`,
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  rejectDialogTitle: 'Rejeter la candidature',
  rejectDialogDescription: (fullName: string) => `Confirmez le rejet de la candidature de ${fullName}.`,
  rejectReason: 'Motif (facultatif)',
  rejectConfirm: 'Confirmer le rejet',
  rejectCancel: 'Annuler',
  conflictTitle: 'Cette candidature a déjà été traitée',
  conflictText: (fullName: string, status: string) => `Candidature de ${fullName}\u00a0: ${status}.`,
  failedToast: {
    title: 'Erreur',
    description: 'La décision n’a pas pu être enregistrée. Veuillez réessayer.',
  },
  roles: {
    admin: 'Administrateur',
    pedagogy_admin: 'Administration pédagogique',
    quran_teacher: 'Enseignant, Institut du Coran',
    majalis_teacher: 'Enseignant, Majalis',
  } as Readonly<Record<string, string>>,
  moduleTitle: 'Module non disponible dans ce portail',
  moduleText: 'Ce module de l’établissement n’est pas proposé par le portail d’admission.',
  moduleBack: 'Retour aux candidatures',
  viewDocuments: 'Voir les documents',
  documentsDialogTitle: 'Documents joints',
  documentsDialogDescription: (fullName: string) => `Documents déposés par ${fullName}.`,
  noDocuments: 'Aucun document disponible',
  viewDocument: 'Voir',
  // Not in the spec: a document whose address is not an http(s) URL is listed without a link.
  unavailableDocument: 'Lien indisponible',
  accept: 'Accepter',
  reject: 'Rejeter',
  acceptLabel: (fullName: string) => `Accepter la candidature de ${fullName}`,
  rejectLabel: (fullName: string) => `Rejeter la candidature de ${fullName}`,
  viewDocumentsLabel: (fullName: string) => `Voir les documents de ${fullName}`,
  acceptedToast: {
    title: 'Candidature acceptée',
    description: 'La candidature a été acceptée avec succès.',
  },
  rejectedToast: {
    title: 'Candidature rejetée',
    description: 'La candidature a été rejetée.',
  },
} as const;

export type StaffCopy = typeof staffCopy;

// French copy of the staff application lists, verbatim from the spec (section 2).
export const staffCopy = {
  // Each list's heading and document title (the page sets the latter: they are not in titles.ts).
  titles: {
    universite: 'Candidatures Université',
    coran: 'Candidatures Institut du Coran',
    majalis: 'Candidatures Majalis',
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
    // Not in the spec: on the main choice's waiting list (docs/behaviour.md, « Proposed selection »).
    waitlisted: 'Liste d’attente',
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
  // Not in the spec (docs/behaviour.md, « Export and printing »): the list as a CSV file, and on paper.
  listTools: 'Exporter ou imprimer la liste',
  exportCsv: 'Exporter (CSV)',
  exporting: 'Export en cours…',
  print: 'Imprimer',
  exportFailedToast: {
    title: 'Erreur',
    description: 'La liste n’a pas pu être exportée. Veuillez réessayer.',
  },
  exportForbiddenToast: {
    title: 'Export refusé',
    description: 'Votre rôle ne permet pas d’exporter cette liste.',
  },
  exportUnavailableToast: {
    title: 'Export indisponible',
    description: 'Le service de candidature ne propose pas l’export des listes.',
  },
  // On paper only: what the printed table is (the form and paging are not printed; the count is).
  printedFilters: (...filters: string[]) => `Filtres appliqués\u00a0: ${filters.join('\u202f; ')}.`,
  printedSearch: (search: string) => `Recherche «\u00a0${search}\u00a0»`,
  printedFilter: (label: string, value: string) => `${label}\u00a0: ${value}`,
  printedSort: 'Tri',
  printedPage: (page: number, pages: number) => `Page imprimée\u00a0: ${page} sur ${pages}.`,
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
  // Not in the spec (docs/behaviour.md, « Bulk decisions »): one decision on the rows selected.
  bulk: {
    column: 'Sélection',
    selectLabel: (fullName: string) => `Sélectionner la candidature de ${fullName}`,
    selectPage: 'Tout sélectionner',
    bar: 'Actions sur la sélection',
    selected: (count: number) =>
      count === 1 ? '1 candidature sélectionnée' : `${count} candidatures sélectionnées`,
    accept: 'Accepter la sélection',
    reject: 'Rejeter la sélection',
    clear: 'Annuler la sélection',
    confirmTitle: (decision: 'accepted' | 'rejected', count: number) =>
      `${decision === 'accepted' ? 'Accepter' : 'Rejeter'} ${count === 1 ? '1 candidature' : `${count} candidatures`}\u202f?`,
    confirmText: (count: number) =>
      count === 1
        ? 'Le candidat recevra la décision par e-mail.'
        : 'Chaque candidat recevra la décision par e-mail. Si l’une des candidatures a changé entre-temps, aucune décision n’est enregistrée.',
    reason: (count: number) =>
      count === 1 ? 'Motif (facultatif)' : 'Motif, le même pour toutes (facultatif)',
    confirmAccept: 'Confirmer l’acceptation',
    confirmReject: 'Confirmer le rejet',
    cancel: 'Annuler',
    sending: 'Enregistrement…',
    decidedToast: (decision: 'accepted' | 'rejected', count: number) => ({
      title: decision === 'accepted' ? 'Candidatures acceptées' : 'Candidatures rejetées',
      description:
        count === 1
          ? `1 candidature a été ${decision === 'accepted' ? 'acceptée' : 'rejetée'}.`
          : `${count} candidatures ont été ${decision === 'accepted' ? 'acceptées' : 'rejetées'}.`,
    }),
    failedToast: {
      title: 'Erreur',
      description: 'Les décisions n’ont pas pu être enregistrées. Veuillez réessayer.',
    },
    conflictTitle: 'Aucune décision n’a été enregistrée',
    conflictText: (count: number) =>
      count === 1
        ? '1 candidature a changé depuis son affichage\u00a0: sa ligne montre son état actuel et elle a été retirée de la sélection. Vérifiez-la, puis décidez à nouveau.'
        : `${count} candidatures ont changé depuis leur affichage\u00a0: leurs lignes montrent leur état actuel et elles ont été retirées de la sélection. Vérifiez-les, puis décidez à nouveau.`,
  },
  // Not in the spec (docs/behaviour.md, deviation 63): « Dossier du candidat », opened from a row.
  openFile: 'Dossier',
  openFileLabel: (fullName: string) => `Ouvrir le dossier de ${fullName}`,
  file: {
    // Its page's document title too: StaffListPages sets it (the staff's titles are not in titles.ts).
    title: 'Dossier du candidat',
    back: 'Retour à la liste',
    loading: 'Chargement du dossier…',
    loadError: 'Impossible de charger le dossier du candidat.',
    forbidden: 'Ce dossier relève d’une liste que votre rôle ne permet pas d’examiner.',
    notFoundTitle: 'Dossier introuvable',
    notFound:
      'Aucun dossier ne correspond à cette candidature. Le lien est peut-être incomplet, ou le service de candidature ne fournit pas encore les dossiers.',
    candidateNumber: (id: string) => `Candidature n°\u00a0${id}`,
    identity: 'Identité et contact',
    fullName: 'Nom complet',
    birthDate: 'Date de naissance',
    placeOfBirth: 'Lieu de naissance',
    nationality: 'Nationalité',
    email: 'E-mail',
    phone: 'Téléphone',
    submitted: 'Date de dépôt',
    notProvided: 'Non renseigné',
    notProvidedDate: 'Non renseignée',
    grades: 'Notes du baccalauréat',
    series: (serie: string, result: string) => `Série ${serie}, relevé n°\u00a0${result}`,
    gradesTable: 'Notes, coefficients et points par matière',
    subject: 'Matière',
    mark: 'Note',
    coefficient: 'Coefficient',
    coefficientShort: 'Coef.',
    total: 'Total',
    points: 'Points',
    noGrades: 'Le service de candidature n’a transmis aucune note pour ce candidat.',
    score: 'Score et calcul',
    scoreUnit: 'points',
    noScore: 'Non calculé',
    scoreNote:
      'Score calculé par le service de candidature selon la formule de sélection\u202f; c’est lui qui classe les candidatures par mérite.',
    weightedMean: (points: string, coefficients: string, mean: string) =>
      `Moyenne pondérée des notes du bac\u00a0: ${points} points ÷ ${coefficients} coefficients = ${mean} sur 20 (pour comparaison).`,
    choices: 'Choix de formation',
    rank: (rank: number) => (rank === 1 ? '1er choix' : `${rank}e choix`),
    noChoices: 'Aucun choix enregistré',
    documents: 'Documents',
    history: 'Historique de la candidature',
    noHistory: 'Aucun événement enregistré',
    decision: 'Décision',
    decided: 'Cette candidature a déjà fait l’objet d’une décision.',
  },
} as const;

export type StaffCopy = typeof staffCopy;

// French copy of the staff application lists, verbatim from the spec (section 2).
export const staffCopy = {
  titles: {
    universite: 'Candidatures Université',
    coran: 'Candidatures Institut du Coran',
    majalis: 'Candidatures Majalis',
  },
  columns: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Email',
    status: 'Statut',
    documents: 'Documents',
    actions: 'Actions',
  },
  status: {
    accepted: 'Acceptée',
    rejected: 'Rejetée',
    pending: 'En attente',
  },
  // Not in the spec: shown when a list holds no application.
  empty: 'Aucune candidature à afficher.',
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

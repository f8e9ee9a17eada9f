// French copy of the placeholder student dashboard (spec section 2). The spec names the tabs and
// the blocks; the remaining wording is ours.
export const studentCopy = {
  title: 'Espace étudiant',
  tabsLabel: "Rubriques de l'espace étudiant",
  tabs: {
    courses: 'Mes cours',
    grades: 'Mes notes',
    timetable: 'Mon emploi du temps',
    documents: 'Mes actes',
    request: 'Requête',
  },
  welcome: (name: string) => `Bienvenue, ${name}`,
  studentNumber: 'Numéro étudiant',
  program: 'Programme',
  enrollmentDate: "Date d'inscription",
  email: 'Email',
  phone: 'Téléphone',
  ongoingCourses: 'Cours en cours',
  teacher: 'Enseignant',
  progress: (percent: number) => `${percent} % du cours suivi`,
  gradesTitle: 'Mes notes',
  coefficient: 'Coefficient',
  gradesPlaceholder: 'Les notes du semestre seront publiées ici après les délibérations.',
  timetableTitle: 'Emploi du temps de la semaine',
  day: 'Jour',
  time: 'Horaire',
  course: 'Cours',
  room: 'Salle',
  documentsTitle: 'Mes actes',
  download: 'Télécharger',
  unavailable: 'Bientôt disponible',
  requestTitle: 'Requête',
  requestPlaceholder:
    'Le dépôt de requêtes (attestation, relevé, réclamation) sera bientôt disponible depuis cet espace.',
} as const;

export type StudentCopy = typeof studentCopy;

// French copy of the placeholder student dashboard (docs/behaviour.md, « Student dashboard »). The
// spec names the tabs and the blocks; the remaining wording is ours.
import { pageTitles } from './titles';

export const studentCopy = {
  title: pageTitles.studentDashboard,
  tabsLabel: 'Rubriques de l’espace étudiant',
  tabs: {
    courses: 'Mes cours',
    grades: 'Mes notes',
    timetable: 'Mon emploi du temps',
    documents: 'Mes actes',
    request: 'Requête',
  },
  welcome: (name: string) => (name ? `Bienvenue, ${name}` : 'Bienvenue'),
  studentNumber: 'Numéro étudiant',
  program: 'Programme',
  enrollmentDate: 'Date d’inscription',
  email: 'E-mail',
  phone: 'Téléphone',
  ongoingCourses: 'Cours en cours',
  teacher: 'Enseignant',
  progress: (percent: number) => `${percent}\u00a0% du cours suivi`,
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
  // Not in the spec: what the portal cannot know yet, said plainly instead of shown as samples.
  studentNumberPending: 'Attribué à l’inscription',
  enrollmentDatePending: 'Pas encore enregistrée',
  notProvided: 'Non renseigné',
  programLoading: 'Chargement…',
  programUnavailable: 'Impossible de le charger pour le moment',
  coursesUnavailable: 'Vos cours ne sont pas encore disponibles dans ce portail.',
  gradesUnavailable: 'Vos notes ne sont pas encore disponibles dans ce portail.',
  timetableUnavailable: 'Votre emploi du temps n’est pas encore disponible dans ce portail.',
  documentsUnavailable: 'Vos actes ne sont pas encore disponibles dans ce portail.',
  requestPlaceholder:
    'Le dépôt de requêtes (attestation, relevé, réclamation) sera bientôt disponible depuis cet espace.',
} as const;

export type StudentCopy = typeof studentCopy;

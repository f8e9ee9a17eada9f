// Sample data of the student dashboard, for stories and tests only: a made-up person. The portal
// never shows them (ESLint refuses @admission/screens/testing in apps/portal/src): it shows the signed-in
// person and says plainly what it does not know (docs/behaviour.md, deviation 41).
import type {
  Student,
  StudentCourse,
  StudentDocument,
  StudentGrade,
  TimetableSlot,
} from '../screens/StudentDashboard/types';

export const sampleStudent: Student = {
  name: 'Aminata Diallo',
  email: 'aminata.diallo@example.org',
  phone: '+221 77 000 00 00',
  studentId: 'ETU-2025-00142',
  program: 'Licence Sciences Agronomiques : Productions végétales',
  enrollmentDate: '2025-10-06',
};

export const sampleCourses: readonly StudentCourse[] = [
  { id: 'c1', title: 'Biologie végétale', teacher: 'Dr Ousmane Sarr', progress: 40 },
  { id: 'c2', title: 'Chimie des sols', teacher: 'Pr Awa Thiam', progress: 25 },
  { id: 'c3', title: 'Mathématiques appliquées', teacher: 'M. Babacar Gueye', progress: 60 },
];

export const sampleGrades: readonly StudentGrade[] = [
  { id: 'g1', course: 'Biologie végétale', mark: 14.5, coefficient: 3 },
  { id: 'g2', course: 'Chimie des sols', mark: 8, coefficient: 2 },
  { id: 'g3', course: 'Mathématiques appliquées', mark: 12, coefficient: 2 },
];

export const sampleTimetable: readonly TimetableSlot[] = [
  { id: 't1', day: 'Lundi', time: '08:00 – 10:00', course: 'Biologie végétale', room: 'Amphi A' },
  { id: 't2', day: 'Mardi', time: '10:00 – 12:00', course: 'Chimie des sols', room: 'Salle 12' },
  { id: 't3', day: 'Jeudi', time: '14:00 – 16:00', course: 'Mathématiques appliquées', room: 'Salle 4' },
];

export const sampleDocuments: readonly StudentDocument[] = [
  { id: 'd1', name: 'Certificat d’inscription' },
  { id: 'd2', name: 'Carte étudiant' },
  { id: 'd3', name: 'Relevé de notes du premier semestre' },
];

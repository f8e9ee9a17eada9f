// `@admission/screens/testing` (workspace only): sample people, applications and courses for the
// screens' stories and tests, never for the portal (ESLint refuses it in apps/portal/src: a sample
// person must not be shown to a real one). Not part of the main entry.
export {
  sampleCourses,
  sampleDocuments,
  sampleGrades,
  sampleStudent,
  sampleTimetable,
} from './studentSamples';
export {
  coranApplications,
  majalisApplications,
  sampleCandidateFile,
  universiteApplications,
} from './staffSamples';
export { sampleMultipleChoiceApplication, sampleSingleChoiceApplication } from './candidateSamples';
// The building blocks' samples, for the screens drawn in a staff page or with the support contacts.
export { sampleStaffNavigation, sampleSupportContacts } from '@admission/ui/testing';

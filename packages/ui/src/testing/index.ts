// `@admission/ui/testing` (workspace only, not published: source-aliases.ts): sample data for
// stories and tests, never for the portal (ESLint refuses it in apps/portal/src: a sample person
// must not be shown to a real one). Not part of the main entry.
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
  sampleStaffNavigation,
  universiteApplications,
} from './staffSamples';
export { sampleMultipleChoiceApplication, sampleSingleChoiceApplication } from './candidateSamples';

/** Contacts for stories and tests (reserved names and numbers that reach nobody). */
export const sampleSupportContacts = {
  email: 'assistance@admission.example',
  phones: ['+221 33 000 00 01', '+221 33 000 00 02', '+221 77 000 00 03'],
} as const;

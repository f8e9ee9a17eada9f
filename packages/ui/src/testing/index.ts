// `@admission/ui/testing` (workspace only, not published: source-aliases.ts): sample data for stories, tests and the placeholder screens the spec fills
// with hard-coded samples (student dashboard, staff lists). Not part of the main entry.
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
  sampleApplicationsByKind,
  universiteApplications,
} from './staffSamples';
export { sampleMultipleChoiceApplication, sampleSingleChoiceApplication } from './candidateSamples';

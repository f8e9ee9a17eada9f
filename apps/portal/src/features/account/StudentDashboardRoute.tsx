import { StudentDashboard } from '@admission/ui';
import {
  sampleCourses,
  sampleDocuments,
  sampleGrades,
  sampleStudent,
  sampleTimetable,
} from '@admission/ui/testing';

/** Placeholder student space: hard-coded sample data, no calls (spec section 2). The layout route owns logout and theme. */
export function StudentDashboardRoute() {
  return (
    <StudentDashboard
      student={sampleStudent}
      courses={sampleCourses}
      grades={sampleGrades}
      timetable={sampleTimetable}
      documents={sampleDocuments}
    />
  );
}

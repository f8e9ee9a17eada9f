// View types of the placeholder student dashboard (docs/behaviour.md, « Student dashboard »).
/** The signed-in person. What the app does not know is left out and said plainly on the page. */
export interface Student {
  name: string;
  email: string;
  phone?: string | null | undefined;
  /** Given at enrolment; without it, « Attribué à l’inscription ». */
  studentId?: string | null | undefined;
  /** E.g. the programme of the accepted application; without it, « Non renseigné ». */
  program?: string | null | undefined;
  /** ISO 8601 date; without it, « Pas encore enregistrée ». */
  enrollmentDate?: string | null | undefined;
}

export interface StudentCourse {
  id: string;
  title: string;
  teacher: string;
  /** Share of the course already given, 0 to 100. */
  progress: number;
}

export interface TimetableSlot {
  id: string;
  day: string;
  time: string;
  course: string;
  room: string;
}

export interface StudentDocument {
  id: string;
  name: string;
  /** Absolute http(s) URL when the document can be downloaded; otherwise it is listed as coming soon. */
  url?: string | null | undefined;
}

export interface StudentGrade {
  id: string;
  course: string;
  /** Mark out of 20. */
  mark: number;
  coefficient: number;
}

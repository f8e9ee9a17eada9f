// View types of the placeholder student dashboard (spec section 2).
export interface Student {
  name: string;
  email: string;
  phone: string;
  studentId: string;
  program: string;
  /** ISO 8601 date. */
  enrollmentDate: string;
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

import * as styles from './StudentDashboard.css';
import type { Student, StudentCourse, StudentDocument, StudentGrade, TimetableSlot } from './types';
import { formatLongDate } from '../CandidateDashboard/format';
import { studentCopy } from '../../copy/student';
import { Card, ExternalLink, GradeMark, Table, type TableColumn, Tabs } from '@admission/ui';

const copy = studentCopy;

export type StudentTab = 'courses' | 'grades' | 'timetable' | 'documents' | 'request';

export interface StudentDashboardProps {
  /** The tab shown first (default "Mes cours"). */
  defaultTab?: StudentTab | undefined;
  /** The signed-in person: never a sample. What is left out is said plainly (« Attribué à l’inscription »…). */
  student: Student;
  /** `loading` while the programme is being read (e.g. from the applications), `failed` if it could not be. */
  programStatus?: 'ready' | 'loading' | 'failed' | undefined;
  /** « Mes cours »: the courses of the year; left out, « … pas encore disponibles dans ce portail ». */
  courses?: readonly StudentCourse[] | undefined;
  /** « Mes notes »; left out, not available yet. */
  grades?: readonly StudentGrade[] | undefined;
  /** « Emploi du temps »: the week's slots; left out, not available yet. */
  timetable?: readonly TimetableSlot[] | undefined;
  /** « Documents »: what the student can download; left out, not available yet. */
  documents?: readonly StudentDocument[] | undefined;
}

const timetableColumns: readonly TableColumn<TimetableSlot>[] = [
  { key: 'day', header: copy.day, render: (row) => row.day, rowHeader: true },
  { key: 'time', header: copy.time, render: (row) => row.time },
  { key: 'course', header: copy.course, render: (row) => row.course },
  { key: 'room', header: copy.room, render: (row) => row.room },
];

/**
 * The placeholder student space: welcome card, then courses, grades, timetable, documents, requests.
 * The page's content with its `<h1>`, to be placed inside CandidateLayout.
 */
export function StudentDashboard({
  defaultTab = 'courses',
  student,
  programStatus = 'ready',
  courses,
  grades,
  timetable,
  documents,
}: StudentDashboardProps) {
  const program =
    programStatus === 'loading'
      ? copy.programLoading
      : programStatus === 'failed'
        ? copy.programUnavailable
        : student.program || copy.notProvided;
  const facts: Array<[string, string]> = [
    [copy.studentNumber, student.studentId || copy.studentNumberPending],
    [copy.program, program],
    [
      copy.enrollmentDate,
      student.enrollmentDate
        ? (formatLongDate(student.enrollmentDate) ?? student.enrollmentDate)
        : copy.enrollmentDatePending,
    ],
    [copy.email, student.email || copy.notProvided],
    [copy.phone, student.phone || copy.notProvided],
  ];
  const unavailable = (text: string) => <p className={styles.muted}>{text}</p>;
  return (
    <>
      <h1 className={styles.pageTitle}>{copy.title}</h1>
      <Card title={copy.welcome(student.name)}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Tabs
        label={copy.tabsLabel}
        defaultValue={defaultTab}
        items={[
          {
            value: 'courses',
            label: copy.tabs.courses,
            content: (
              <>
                <h2 className={styles.panelTitle}>{copy.ongoingCourses}</h2>
                {courses === undefined ? (
                  unavailable(copy.coursesUnavailable)
                ) : (
                  <ul className={styles.list}>
                    {courses.map((course) => (
                      <li key={course.id} className={styles.item}>
                        <h3 className={styles.itemTitle}>{course.title}</h3>
                        <p className={styles.muted}>
                          {copy.teacher}
                          {'\u00a0: '}
                          {course.teacher}
                        </p>
                        <div className={styles.track} aria-hidden="true">
                          <div
                            className={styles.bar}
                            style={{ width: `${clampPercent(course.progress)}%` }}
                          />
                        </div>
                        <p className={styles.muted}>{copy.progress(clampPercent(course.progress))}</p>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ),
          },
          {
            value: 'grades',
            label: copy.tabs.grades,
            content: (
              <>
                <h2 className={styles.panelTitle}>{copy.gradesTitle}</h2>
                {grades === undefined ? (
                  unavailable(copy.gradesUnavailable)
                ) : grades.length === 0 ? (
                  <p className={styles.muted}>{copy.gradesPlaceholder}</p>
                ) : (
                  // A list, like the candidate's bac grades: readable at 320 px without scrolling.
                  <ul className={styles.list}>
                    {grades.map((grade) => (
                      <li key={grade.id} className={styles.item}>
                        <h3 className={styles.itemTitle}>{grade.course}</h3>
                        <GradeMark mark={grade.mark} />
                        <p className={styles.muted}>
                          {copy.coefficient}
                          {'\u00a0: '}
                          {grade.coefficient}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ),
          },
          {
            value: 'timetable',
            label: copy.tabs.timetable,
            content: (
              <>
                <h2 className={styles.panelTitle}>{copy.timetableTitle}</h2>
                {timetable === undefined ? (
                  unavailable(copy.timetableUnavailable)
                ) : (
                  <Table
                    caption={copy.timetableTitle}
                    hideCaption
                    columns={timetableColumns}
                    rows={timetable}
                    getRowKey={(row) => row.id}
                  />
                )}
              </>
            ),
          },
          {
            value: 'documents',
            label: copy.tabs.documents,
            content: (
              <>
                <h2 className={styles.panelTitle}>{copy.documentsTitle}</h2>
                {documents === undefined ? (
                  unavailable(copy.documentsUnavailable)
                ) : (
                  <ul className={styles.list}>
                    {documents.map((document) => (
                      <li key={document.id} className={`${styles.item} ${styles.documentRow}`}>
                        <span>{document.name}</span>
                        <ExternalLink
                          href={document.url}
                          fallback={<span className={styles.muted}>{copy.unavailable}</span>}
                        >
                          {copy.download}
                        </ExternalLink>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ),
          },
          {
            value: 'request',
            label: copy.tabs.request,
            content: (
              <>
                <h2 className={styles.panelTitle}>{copy.requestTitle}</h2>
                <p className={styles.muted}>{copy.requestPlaceholder}</p>
              </>
            ),
          },
        ]}
      />
    </>
  );
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

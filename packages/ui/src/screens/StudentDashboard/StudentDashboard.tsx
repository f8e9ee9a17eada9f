import * as styles from './StudentDashboard.css';
import type { Student, StudentCourse, StudentDocument, StudentGrade, TimetableSlot } from './types';
import { formatLongDate } from '../CandidateDashboard/format';
import { Card } from '../../components/Card/Card';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { GradeMark } from '../../components/GradeMark/GradeMark';
import { Table, type TableColumn } from '../../components/Table/Table';
import { Tabs } from '../../components/Tabs/Tabs';
import { studentCopy } from '../../copy/student';

const copy = studentCopy;

export const studentTabs = ['courses', 'grades', 'timetable', 'documents', 'request'] as const;
export type StudentTab = (typeof studentTabs)[number];

export interface StudentDashboardProps {
  /** The tab shown first (default "Mes cours"). */
  defaultTab?: StudentTab | undefined;
  /** The placeholder's data (the spec's hard-coded samples are in `@admission/ui/testing`). */
  student: Student;
  /** « Mes cours »: the courses of the year. */
  courses: readonly StudentCourse[];
  /** « Mes notes ». */
  grades: readonly StudentGrade[];
  /** « Emploi du temps »: the week's slots. */
  timetable: readonly TimetableSlot[];
  /** « Documents »: what the student can download. */
  documents: readonly StudentDocument[];
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
  courses,
  grades,
  timetable,
  documents,
}: StudentDashboardProps) {
  const facts: Array<[string, string]> = [
    [copy.studentNumber, student.studentId],
    [copy.program, student.program],
    [copy.enrollmentDate, formatLongDate(student.enrollmentDate) ?? student.enrollmentDate],
    [copy.email, student.email],
    [copy.phone, student.phone],
  ];
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
                <ul className={styles.list}>
                  {courses.map((course) => (
                    <li key={course.id} className={styles.item}>
                      <h3 className={styles.itemTitle}>{course.title}</h3>
                      <p className={styles.muted}>
                        {copy.teacher} : {course.teacher}
                      </p>
                      <div className={styles.track} aria-hidden="true">
                        <div className={styles.bar} style={{ width: `${clampPercent(course.progress)}%` }} />
                      </div>
                      <p className={styles.muted}>{copy.progress(clampPercent(course.progress))}</p>
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            value: 'grades',
            label: copy.tabs.grades,
            content: (
              <>
                <h2 className={styles.panelTitle}>{copy.gradesTitle}</h2>
                {grades.length === 0 ? (
                  <p className={styles.muted}>{copy.gradesPlaceholder}</p>
                ) : (
                  // A list, like the candidate's bac grades: readable at 320 px without scrolling.
                  <ul className={styles.list}>
                    {grades.map((grade) => (
                      <li key={grade.id} className={styles.item}>
                        <h3 className={styles.itemTitle}>{grade.course}</h3>
                        <GradeMark mark={grade.mark} />
                        <p className={styles.muted}>
                          {copy.coefficient} : {grade.coefficient}
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
                <Table
                  caption={copy.timetableTitle}
                  hideCaption
                  columns={timetableColumns}
                  rows={timetable}
                  getRowKey={(row) => row.id}
                />
              </>
            ),
          },
          {
            value: 'documents',
            label: copy.tabs.documents,
            content: (
              <>
                <h2 className={styles.panelTitle}>{copy.documentsTitle}</h2>
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

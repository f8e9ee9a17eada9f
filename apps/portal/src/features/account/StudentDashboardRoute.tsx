import { useSelector } from '@xstate/react';
import { acceptedApplication } from '@admission/flows';
import { StudentDashboard } from '@admission/screens';
import { useServices } from '../../services/context';
import { useOwnApplications } from './useOwnApplications';

/**
 * The student space: the signed-in person (name and e-mail from the session's claims, programme
 * and phone from their accepted application, call 3). What the portal cannot know (student
 * number, enrolment date, courses, grades, timetable, documents) is said plainly by the screen,
 * never filled with samples (docs/behaviour.md, deviation 41). The layout route owns logout and theme.
 */
export function StudentDashboardRoute() {
  const { sessionActor, candidateApi } = useServices();
  const accountId = useSelector(sessionActor, (s) => s.context.claims?.sub ?? null);
  // The user stored with the session, only if it is this token's account: never another person's.
  const user = useSelector(sessionActor, (s) =>
    s.context.user && s.context.user.id === s.context.claims?.sub ? s.context.user : null,
  );
  const own = useOwnApplications(candidateApi, accountId);
  const accepted = own.status === 'ready' ? acceptedApplication(own.applications) : null;
  return (
    <StudentDashboard
      student={{
        name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
        email: user?.email ?? '',
        phone: accepted?.phone ?? null,
        program: accepted?.programName ?? null,
      }}
      programStatus={own.status}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import { passwordChangeMachine } from '@admission/flows';
import { useToast } from '@admission/ui';
import { accountCopy, fr, Profile } from '@admission/screens';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';
import { useOwnApplications } from './useOwnApplications';

/**
 * The spec (docs/behaviour.md, deviation 44): profile changes make no call; they are simulated with
 * a 1 s delay. This portal keeps that for the photo only (it has nowhere to go yet): the password
 * change is a real call (docs/behaviour.md), said to have worked only when the server confirmed it.
 */
export const SIMULATED_DELAY_MS = 1000;

export function ProfileRoute() {
  const toast = useToast();
  const { sessionActor, candidateApi, passwordApi } = useServices();
  const accountId = useSelector(sessionActor, (s) => s.context.claims?.sub ?? null);
  // The user stored with the session, only if it is this token's account: never another person's.
  const user = useSelector(sessionActor, (s) =>
    s.context.user && s.context.user.id === s.context.claims?.sub ? s.context.user : null,
  );
  const own = useOwnApplications(candidateApi, accountId);
  // The phone the candidate gave in the application (call 3): the profile shows what the dashboard shows.
  const phone =
    own.status === 'ready'
      ? (own.applications.find((application) => application.phone?.trim())?.phone ?? null)
      : null;
  const [password, sendPassword, passwordActor] = useMachine(
    passwordChangeMachine.provide({
      actors: { changePassword: fromCall((input) => passwordApi.changePassword(input)) },
      actions: { log: reportLog },
    }),
  );
  // « Succès » only when the server confirmed the change (the machine emits it then).
  useEffect(() => {
    const changed = passwordActor.on('changed', () =>
      toast.show({
        tone: 'positive',
        title: fr.toast.positive,
        description: `${accountCopy.profile.passwordUpdated}. ${accountCopy.profile.otherSessionsEnded}`,
      }),
    );
    return () => changed.unsubscribe();
  }, [passwordActor, toast]);
  const [photoStatus, setPhotoStatus] = useState<'idle' | 'saving'>('idle');
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  useEffect(
    () => () => {
      if (photoUrl) URL.revokeObjectURL(photoUrl);
    },
    [photoUrl],
  );

  const later = (run: () => void) => timers.current.push(window.setTimeout(run, SIMULATED_DELAY_MS));

  return (
    <Profile
      user={{
        fullName: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.email ?? ''),
        email: user?.email ?? '',
        phone,
        // No number before enrolment: the screen says « Attribué à l’inscription », never a sample.
        registrationNumber: null,
        photoUrl,
      }}
      passwordStatus={password.matches('saving') ? 'saving' : 'idle'}
      passwordError={password.context.error}
      missingRules={password.context.missingRules}
      passwordServerMessage={password.context.serverMessage}
      photoStatus={photoStatus}
      onPasswordSubmit={(change) => sendPassword({ type: 'SUBMIT', ...change })}
      onPhotoChange={(file) => {
        if (!file.type.startsWith('image/')) return;
        setPhotoStatus('saving');
        later(() => {
          setPhotoUrl(URL.createObjectURL(file));
          setPhotoStatus('idle');
          toast.show({
            tone: 'positive',
            title: fr.toast.positive,
            description: accountCopy.profile.photoUpdated,
          });
        });
      }}
    />
  );
}

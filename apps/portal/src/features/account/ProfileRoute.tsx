import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { passwordsMatch } from '@admission/flows';
import { fr, Profile, useToast } from '@admission/ui';
import { useServices } from '../../services/context';
import { useOwnApplications } from './useOwnApplications';

/** Spec section 7: profile changes make no call; they are simulated with a 1 s delay. */
export const SIMULATED_DELAY_MS = 1000;

export function ProfileRoute() {
  const toast = useToast();
  const { sessionActor, candidateApi } = useServices();
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
  const [passwordStatus, setPasswordStatus] = useState<'idle' | 'saving'>('idle');
  const [passwordError, setPasswordError] = useState<'mismatch' | undefined>();
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
      passwordStatus={passwordStatus}
      passwordError={passwordError}
      photoStatus={photoStatus}
      onPasswordSubmit={({ newPassword, confirmation }) => {
        if (!passwordsMatch(newPassword, confirmation)) {
          setPasswordError('mismatch');
          toast.show({ tone: 'error', title: fr.toast.error, description: fr.profile.mismatch });
          return;
        }
        setPasswordError(undefined);
        setPasswordStatus('saving');
        later(() => {
          setPasswordStatus('idle');
          toast.show({ tone: 'success', title: fr.toast.success, description: fr.profile.passwordUpdated });
        });
      }}
      onPhotoChange={(file) => {
        if (!file.type.startsWith('image/')) return;
        setPhotoStatus('saving');
        later(() => {
          setPhotoUrl(URL.createObjectURL(file));
          setPhotoStatus('idle');
          toast.show({ tone: 'success', title: fr.toast.success, description: fr.profile.photoUpdated });
        });
      }}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { passwordsMatch } from '@admission/flows';
import { fr, Profile, useToast } from '@admission/ui';
import type { CandidateApi } from '@admission/api-client';
import { useServices } from '../../services/context';

/** Spec section 7: profile changes make no call; they are simulated with a 1 s delay. */
export const SIMULATED_DELAY_MS = 1000;
/** Spec section 2: the registration number is a hard-coded sample. */
const SAMPLE_REGISTRATION_NUMBER = 'ADM-2025-000123';

/** The phone the candidate gave in the application (call 3): the profile shows what the dashboard shows. */
function useApplicationPhone(candidateApi: CandidateApi, accountId: string | null): string | null {
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    if (!accountId) return;
    const controller = new AbortController();
    void candidateApi.getApplicationsByAccount(accountId, { signal: controller.signal }).then((result) => {
      if (result.ok) setPhone(result.data.find((application) => application.phone?.trim())?.phone ?? null);
    });
    return () => controller.abort();
  }, [candidateApi, accountId]);
  return phone;
}

export function ProfileRoute() {
  const toast = useToast();
  const { sessionActor, candidateApi } = useServices();
  const user = useSelector(sessionActor, (s) => s.context.user);
  const accountId = useSelector(sessionActor, (s) => s.context.claims?.sub ?? null);
  const phone = useApplicationPhone(candidateApi, accountId);
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
        registrationNumber: SAMPLE_REGISTRATION_NUMBER,
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

import { useEffect, useState } from 'react';
import type { Application, CandidateApi } from '@admission/api-client';

export type OwnApplications =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; applications: readonly Application[] };

/**
 * The signed-in person's applications (call 3), for the pages that name what only they can tell:
 * the profile's phone, the student space's programme. Nothing is shown for anyone else: the call
 * is the session's account (`sub`), and a change of account starts again from `loading`.
 */
export function useOwnApplications(candidateApi: CandidateApi, accountId: string | null): OwnApplications {
  const [state, setState] = useState<{ accountId: string | null; value: OwnApplications }>({
    accountId,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!accountId) return;
    const controller = new AbortController();
    void candidateApi.getApplicationsByAccount(accountId, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState({
        accountId,
        // `isSuccess: false` is "no application" (docs/behaviour.md, deviation 4); the rest failed.
        value: result.ok
          ? { status: 'ready', applications: result.data }
          : result.error.kind === 'rejected'
            ? { status: 'ready', applications: [] }
            : { status: 'failed' },
      });
    });
    return () => controller.abort();
  }, [candidateApi, accountId]);
  if (!accountId) return { status: 'failed' };
  return state.accountId === accountId ? state.value : { status: 'loading' };
}

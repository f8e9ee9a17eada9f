// The dashboard's machines as the portal runs them: flows' dashboard, one application actor per
// application and the programme change each may run (its code loaded when it starts), given their
// candidate-service calls and the portal's report of what nobody expected. Wired here once, so the
// route only composes.
import type { CandidateApi } from '@admission/api-client';
import { applicationMachine, dashboardMachine } from '@admission/flows';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';

/**
 * The change's machine and its dialog, fetched together: when the candidate points at, touches or
 * focuses « Changer de programme », or at the latest when a change starts. Not with the dashboard:
 * most visits only read it, and the journey's download is counted (e2e/budget.spec.ts).
 */
export const preloadProgramChange = () =>
  Promise.all([import('./programChangeLogic'), import('./ProgramChange')]);

export function dashboardMachineFor(candidateApi: CandidateApi): typeof dashboardMachine {
  const application = applicationMachine.provide({
    actors: {
      fetchGrades: fromCall((input, signal) => candidateApi.getGradesAndCoefs(input.bacResultId, { signal })),
      fetchDetails: fromCall((input, signal) =>
        candidateApi.getApplicationDetails(input.candidateId, { signal }),
      ),
      loadProgramChange: fromCall(async () => {
        const [{ programChangeFor }] = await preloadProgramChange();
        return programChangeFor(candidateApi);
      }),
    },
    actions: { log: reportLog },
  });
  return dashboardMachine.provide({
    actors: {
      fetchApplications: fromCall((input, signal) =>
        candidateApi.getApplicationsByAccount(input.accountId, { signal }),
      ),
      application,
    },
    actions: { log: reportLog },
  });
}

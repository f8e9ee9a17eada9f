// The dashboard's machines as the portal runs them: flows' dashboard, one application actor per
// application and the programme change each may run, given their candidate-service calls and the
// portal's report of what nobody expected. Wired here once, so the route only composes.
import type { CandidateApi } from '@admission/api-client';
import { applicationMachine, dashboardMachine, programChangeMachine } from '@admission/flows';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';

export function dashboardMachineFor(candidateApi: CandidateApi): typeof dashboardMachine {
  const programChange = programChangeMachine.provide({
    actors: {
      loadEligiblePrograms: fromCall((input, signal) =>
        candidateApi.getEligiblePrograms(input.bacSerie, { signal }),
      ),
      // A write: never aborted (the server may already have saved it).
      saveChoices: fromCall((input) => candidateApi.updateWithChoices(input.fields)),
      reloadDetails: fromCall((input, signal) =>
        candidateApi.getApplicationDetails(input.candidateId, { signal }),
      ),
    },
    actions: { log: reportLog },
  });
  const application = applicationMachine.provide({
    actors: {
      fetchGrades: fromCall((input, signal) => candidateApi.getGradesAndCoefs(input.bacResultId, { signal })),
      fetchDetails: fromCall((input, signal) =>
        candidateApi.getApplicationDetails(input.candidateId, { signal }),
      ),
      programChange,
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

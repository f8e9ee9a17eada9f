// The programme change's machine with its candidate-service calls: loaded when a change starts
// (machines.ts, loadProgramChange), with the change's dialog, not with the dashboard.
import type { CandidateApi } from '@admission/api-client';
import { programChangeMachine, type ProgramChangeLogic } from '@admission/flows';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';

export function programChangeFor(candidateApi: CandidateApi): ProgramChangeLogic {
  return programChangeMachine.provide({
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
}

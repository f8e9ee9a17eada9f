import { applicationChoiceMode, choicesByPriority, type ApplicationSnapshot } from '@admission/flows';
import type { Application as ApplicationView } from '@admission/screens';
import { receiptPath } from '../../config/paths';

type LoadStatus = ApplicationView['gradesStatus'];

/** The state of one load of an application's actor, as the dashboard shows it. */
function loadStatus(loading: boolean, error: 'failed' | 'timeout' | null): LoadStatus {
  return loading ? 'loading' : (error ?? 'ready');
}

/**
 * What the dashboard card of one application shows: its data, grades and the decisions of flows.
 * `closedOn`: the calendar's last day to change choices, once past (the change is then not offered).
 */
export function applicationView(snapshot: ApplicationSnapshot, closedOn: string | null): ApplicationView {
  const { application, grades, gradesError, detailsError } = snapshot.context;
  // The button stays while its change's code loads and while the change is open: the dialog gives
  // it the focus back when it closes (a button drawn again would be another element).
  const offered =
    snapshot.can({ type: 'CHANGE_PROGRAM' }) ||
    snapshot.children.loadProgramChange !== undefined ||
    snapshot.children.programChange !== undefined;
  return {
    ...application,
    choices: choicesByPriority(application.choices),
    grades: grades?.grades ?? null,
    coefs: grades?.coefs ?? null,
    gradesStatus: loadStatus(snapshot.hasTag('gradesLoading'), gradesError),
    detailsStatus: loadStatus(snapshot.hasTag('detailsLoading'), detailsError),
    canChangeProgram: offered && closedOn === null,
    changeClosedOn: offered ? closedOn : null,
    choiceMode: applicationChoiceMode(application),
    receiptHref: application.lastReceiptReference ? receiptPath(application.lastReceiptReference) : null,
  };
}

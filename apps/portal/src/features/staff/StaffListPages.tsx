// The pages under a staff list's address, declared here, in the staff chunk, not in the route table:
// the route table gives each list one route, `{list}/*`, whose screen is this module, so the staff
// pages under a list (a candidate's file, a programme's proposed selection) add no byte to the app's first chunk, which every
// candidate downloads (docs/architecture.md, « Routes »). The list's roles guard them all: they are
// drawn inside its guard and the staff shell.
import { useRoutes } from 'react-router-dom';
import type { ProgramKind } from '@admission/flows';
import { pageTitles, staffCopy } from '@admission/screens';
import { StaffListRoute } from './StaffListRoute';
import { StaffFileRoute } from './StaffFileRoute';
import { SelectionRoute } from './SelectionRoute';
import { StaffNotFound, Titled } from './staffPages';

function Pages({ kind }: { kind: ProgramKind }) {
  return useRoutes([
    {
      index: true,
      element: (
        <Titled title={staffCopy.titles[kind]}>
          <StaffListRoute kind={kind} />
        </Titled>
      ),
    },
    {
      path: 'dossier/:candidateId',
      element: (
        <Titled title={staffCopy.file.title}>
          <StaffFileRoute kind={kind} />
        </Titled>
      ),
    },
    {
      path: 'selection/:programId',
      element: (
        <Titled title={staffCopy.selection.title}>
          <SelectionRoute kind={kind} />
        </Titled>
      ),
    },
    // Anything else under the list: the 404 page, in the staff shell.
    {
      path: '*',
      element: (
        <Titled title={pageTitles.notFound}>
          <StaffNotFound />
        </Titled>
      ),
    },
  ]);
}

/**
 * The list, a candidate's file, and the 404 page under `{list}/`. The route table gives them one
 * toast queue: a decision's toast stays on screen from the file back to the list.
 */
export function StaffListPages({ kind }: { kind: ProgramKind }) {
  return <Pages kind={kind} />;
}

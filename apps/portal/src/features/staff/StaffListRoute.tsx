import { ApplicationsList, type ProgramKind } from '@admission/ui';
import { sampleApplicationsByKind } from '@admission/ui/testing';

/** The staff lists use the spec's hard-coded sample data: no server call. The layout route owns the sidebar. */
export function StaffListRoute({ kind }: { kind: ProgramKind }) {
  return <ApplicationsList kind={kind} applications={sampleApplicationsByKind[kind]} />;
}

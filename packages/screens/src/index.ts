// The portal's screens and their French copy (private: the portal and Storybook compile these
// sources; nothing is built or published). Drawn with @admission/ui's building blocks; the failure
// codes and ranks they word are @admission/flows' own types.

// The product's chrome: ui's layouts and providers with « Admission en ligne », its footer line and
// its support e-mail's subject.
export { CandidateLayout } from './chrome/CandidateLayout';
export type { CandidateLayoutProps } from './chrome/CandidateLayout';
export { SupportContactProvider } from './chrome/SupportContactProvider';
export type { SupportContactProviderProps } from './chrome/SupportContactProvider';
export { StaffHeader } from './chrome/StaffHeader/StaffHeader';
export type { StaffHeaderProps } from './chrome/StaffHeader/StaffHeader';

// French copy (the failure codes it words are @admission/flows' types)
export { fr } from './copy/fr';
export type { FrenchCopy } from './copy/fr';
export { candidateCopy } from './copy/candidate';
export { programChangeCopy } from './copy/programChange';
export { accountCopy } from './copy/account';
export { publicPagesCopy } from './copy/publicPages';
export type { PublicPagesCopy } from './copy/publicPages';
export type { AccountCopy } from './copy/account';
export type { CandidateCopy } from './copy/candidate';
export type { ProgramChangeCopy } from './copy/programChange';
export { staffCopy } from './copy/staff';
export type { StaffCopy } from './copy/staff';
export { studentCopy } from './copy/student';
export type { StudentCopy } from './copy/student';
export { errorsCopy } from './copy/errors';
export type { ErrorsCopy } from './copy/errors';

// Screens (login, loading, errors, email and password flows, closed period, profile, diagnostics)
export { ChoiceReceipt } from './screens/ChoiceReceipt/ChoiceReceipt';
export type { ChoiceReceiptProps, ChoiceReceiptView } from './screens/ChoiceReceipt/ChoiceReceipt';
export { Login } from './screens/Login/Login';
export type { LoginProps, LoginCredentials } from './screens/Login/Login';
export { Loading } from './screens/Loading/Loading';
export type { LoadingProps } from './screens/Loading/Loading';
export { AccessDenied } from './screens/AccessDenied/AccessDenied';
export type { AccessDeniedProps } from './screens/AccessDenied/AccessDenied';
export { NotFound } from './screens/NotFound/NotFound';
export type { NotFoundProps } from './screens/NotFound/NotFound';
export { VerifyEmail } from './screens/VerifyEmail/VerifyEmail';
export type { VerifyEmailProps } from './screens/VerifyEmail/VerifyEmail';
export { EmailRequest } from './screens/EmailRequest/EmailRequest';
export type { EmailRequestPage, EmailRequestProps } from './screens/EmailRequest/EmailRequest';
export { resetRequestPage } from './screens/EmailRequest/resetRequestPage';
export { resendVerificationPage } from './screens/EmailRequest/resendVerificationPage';
export { ResetConfirm } from './screens/ResetConfirm/ResetConfirm';
export type { ResetConfirmProps } from './screens/ResetConfirm/ResetConfirm';
export { ClosedPeriod } from './screens/ClosedPeriod/ClosedPeriod';
export type { ClosedPeriodProps } from './screens/ClosedPeriod/ClosedPeriod';
export { Profile } from './screens/Profile/Profile';
export type { ProfileProps, ProfileUser, PasswordChange } from './screens/Profile/Profile';
export { AuthDiagnostics } from './screens/AuthDiagnostics/AuthDiagnostics';
export type {
  AuthDiagnosticsProps,
  DiagnosticsClaims,
  DiagnosticsUser,
} from './screens/AuthDiagnostics/AuthDiagnostics';
export { RouteError } from './screens/RouteError/RouteError';
export type { RouteErrorProps } from './screens/RouteError/RouteError';
export { SessionUnavailable } from './screens/SessionUnavailable/SessionUnavailable';
export { AccountChanged } from './screens/AccountChanged/AccountChanged';
export type { AccountChangedProps } from './screens/AccountChanged/AccountChanged';
export type { SessionUnavailableProps } from './screens/SessionUnavailable/SessionUnavailable';

// Candidate, staff and student screens
export { CandidateDashboard } from './screens/CandidateDashboard/CandidateDashboard';
export { ApplicationHistory } from './screens/CandidateDashboard/ApplicationHistory';
export type { ApplicationHistoryProps } from './screens/CandidateDashboard/ApplicationHistory';
export { HistoryTimeline } from './screens/CandidateDashboard/HistoryTimeline';
export type { HistoryEntry, HistoryTimelineProps } from './screens/CandidateDashboard/HistoryTimeline';
export type {
  CandidateDashboardProps,
  CandidateDashboardStatus,
} from './screens/CandidateDashboard/CandidateDashboard';
export type {
  Application,
  ApplicationStatus,
  ApplicationType,
  Choice,
  ChoiceStatus,
  KeyDate,
  LoadStatus,
} from './screens/CandidateDashboard/types';
export {
  ProgramChangeDialog,
  preloadProgramChangeDialog,
  programChangeErrorText,
} from './screens/ProgramChangeDialog/ProgramChangeDialog';
export type {
  EligibleProgram,
  ProgramChangeDialogProps,
  ProgramChangeMode,
  ProgramChangeStatus,
} from './screens/ProgramChangeDialog/ProgramChangeDialog';
export { ApplicationsList } from './screens/ApplicationsList/ApplicationsList';
export type { ApplicationsListProps, StaffListPaging } from './screens/ApplicationsList/ApplicationsList';
export type { BulkDecision, StaffListSelection } from './screens/ApplicationsList/BulkSelection';
export { CandidateFile } from './screens/CandidateFile/CandidateFile';
export type { CandidateFileProps } from './screens/CandidateFile/CandidateFile';
export type { CandidateFileChoice, CandidateFileView } from './screens/CandidateFile/types';
export { SelectionProposal } from './screens/SelectionProposal/SelectionProposal';
export type { SelectionProposalProps } from './screens/SelectionProposal/SelectionProposal';
export type {
  AdjustmentView,
  CapacityInput,
  CapacityView,
  SelectionRowView,
  SelectionView,
  WaitlistRowView,
} from './screens/SelectionProposal/types';
export { ModuleUnavailable } from './screens/ModuleUnavailable/ModuleUnavailable';
export type { ModuleUnavailableProps } from './screens/ModuleUnavailable/ModuleUnavailable';
export { programKinds } from './screens/ApplicationsList/types';
export type {
  ProgramKind,
  StaffApplication,
  StaffApplicationStatus,
  StaffListRanking,
  StaffListSort,
  StaffProgram,
  StaffDocument,
} from './screens/ApplicationsList/types';
export { StudentDashboard } from './screens/StudentDashboard/StudentDashboard';
export type { StudentDashboardProps, StudentTab } from './screens/StudentDashboard/StudentDashboard';
export type {
  Student,
  StudentCourse,
  StudentDocument,
  StudentGrade,
  TimetableSlot,
} from './screens/StudentDashboard/types';

// Document titles of the pages ("Connexion candidat – Admission en ligne")
export { documentTitle, pageTitles } from './copy/titles';
export type { PageTitle } from './copy/titles';

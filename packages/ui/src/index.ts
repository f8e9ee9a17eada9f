// The public surface of @admission/ui: components and screens with their props types, layouts, copy
// catalogues, themes and icons. Presentation helpers (status tones, date and score formats, the pass
// mark) stay inside. Sample data (src/testing) is not published.
export { vars } from './theme/vars.css';
export { themeStyle, themeVariables } from './theme/variables';
export type { ThemeVariable, ThemeVariables } from './theme/variables';
export { lightTheme, darkTheme, systemTheme } from './theme/themes.css';
export { ThemeProvider, useTheme, usePortalContainer } from './components/ThemeProvider/ThemeProvider';
export type { ThemeProviderProps, ThemeSetting } from './components/ThemeProvider/ThemeProvider';
export type { ThemeName } from './theme/tokens';

// Building blocks
export { Button, buttonSizes, buttonTones } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonTone } from './components/Button/Button';
export { LinkProvider, AppLink } from './components/Link/Link';
export type { AppLinkProps, LinkComponent, LinkComponentProps } from './components/Link/Link';
export { ExternalLink } from './components/ExternalLink/ExternalLink';
export type { ExternalLinkProps } from './components/ExternalLink/ExternalLink';
export { VisuallyHidden } from './utils/VisuallyHidden';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { ErrorSummary } from './components/ErrorSummary/ErrorSummary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './components/ErrorSummary/ErrorSummary';
export { Card } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { StatusBadge } from './components/StatusBadge/StatusBadge';
export type { StatusBadgeProps, StatusTone } from './components/StatusBadge/StatusBadge';
export { Alert } from './components/Alert/Alert';
export type { AlertProps, AlertTone } from './components/Alert/Alert';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Table } from './components/Table/Table';
export type { TableColumn, TableProps } from './components/Table/Table';
// Overlays and tabs: a simple form, and its parts (named exports: each is dropped when unused).
export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
  preloadDialog,
} from './components/Dialog/Dialog';
export type {
  DialogBodyProps,
  DialogCloseProps,
  DialogContentProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogHeaderProps,
  DialogProps,
  DialogRootProps,
  DialogSize,
  DialogTitleProps,
  DialogTriggerProps,
} from './components/Dialog/Dialog';
export { Tabs, TabsContent, TabsList, TabsRoot, TabsTrigger } from './components/Tabs/Tabs';
export type {
  TabItem,
  TabsContentProps,
  TabsListProps,
  TabsProps,
  TabsRootProps,
  TabsTriggerProps,
} from './components/Tabs/Tabs';
export { preloadToast, ToastProvider, useToast } from './components/Toast/Toast';
export type {
  ToastActionOptions,
  ToastApi,
  ToastOptions,
  ToastProviderProps,
  ToastTone,
} from './components/Toast/Toast';
export {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipRoot,
  TooltipTrigger,
} from './components/Tooltip/Tooltip';
export type {
  TooltipContentProps,
  TooltipProps,
  TooltipProviderProps,
  TooltipRootProps,
  TooltipTriggerProps,
} from './components/Tooltip/Tooltip';
export { ThemeToggle } from './components/ThemeToggle/ThemeToggle';
export type { ThemeToggleProps } from './components/ThemeToggle/ThemeToggle';
export { CandidateHeader } from './components/CandidateHeader/CandidateHeader';
export type { CandidateHeaderProps } from './components/CandidateHeader/CandidateHeader';
export { Footer } from './components/Footer/Footer';
export type { FooterProps } from './components/Footer/Footer';
export {
  SupportContact,
  SupportContactProvider,
  useSupportContacts,
} from './components/SupportContact/SupportContact';
export type {
  SupportContactProps,
  SupportContactProviderProps,
  SupportContacts,
} from './components/SupportContact/SupportContact';
export { StaffSidebar } from './components/StaffSidebar/StaffSidebar';
export type { StaffSidebarProps } from './components/StaffSidebar/StaffSidebar';
export type {
  StaffModule,
  StaffNavEntry,
  StaffNavigation,
  StaffNavItem,
  StaffIconName,
} from './components/StaffSidebar/staffModules';
export { SessionTimeoutWarning } from './components/SessionTimeoutWarning/SessionTimeoutWarning';
export type { SessionTimeoutWarningProps } from './components/SessionTimeoutWarning/SessionTimeoutWarning';
export { GradeMark } from './components/GradeMark/GradeMark';
export type { GradeMarkProps } from './components/GradeMark/GradeMark';
export * from './icons';

// Layouts: the chrome of a page (header, sidebar, footer) around the `<main>` the screens fill.
export { CenteredPage } from './components/PageLayout/PageLayout';
export type { CenteredPageProps } from './components/PageLayout/PageLayout';
export { CandidateLayout } from './components/CandidateLayout/CandidateLayout';
export type { CandidateLayoutProps } from './components/CandidateLayout/CandidateLayout';
export { StaffLayout } from './components/StaffSidebar/StaffLayout';
export type { StaffLayoutProps } from './components/StaffSidebar/StaffLayout';

// The building blocks' words (French defaults, changed with UiCopyProvider)
export { blocksFr } from './copy/blocks';
export type { BlocksCopy, BlocksCopyOverrides } from './copy/blocks';
export { UiCopyProvider, useUiCopy } from './copy/UiCopyProvider';
export type { UiCopyProviderProps } from './copy/UiCopyProvider';
// French copy and the error codes it words
export { fr } from './copy/fr';
export type {
  FrenchCopy,
  LoginErrorCode,
  SessionErrorCode,
  ProgramChangeErrorCode,
  VerifyEmailErrorCode,
  ResetRequestErrorCode,
  ResendVerificationErrorCode,
  ResetConfirmErrorCode,
  PasswordChangeErrorCode,
  PasswordRuleCode,
} from './copy/fr';
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
export type {
  ChoiceReceiptProps,
  ChoiceReceiptView,
  ReceiptEmailErrorCode,
  ReceiptLoadErrorCode,
} from './screens/ChoiceReceipt/ChoiceReceipt';
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
export type {
  EmailRequestErrorCode,
  EmailRequestPage,
  EmailRequestProps,
} from './screens/EmailRequest/EmailRequest';
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
  Rank,
} from './screens/ProgramChangeDialog/ProgramChangeDialog';
export { ApplicationsList } from './screens/ApplicationsList/ApplicationsList';
export type { ApplicationsListProps, StaffListPaging } from './screens/ApplicationsList/ApplicationsList';
export { ModuleUnavailable } from './screens/ModuleUnavailable/ModuleUnavailable';
export type { ModuleUnavailableProps } from './screens/ModuleUnavailable/ModuleUnavailable';
export { StaffHeader } from './components/StaffHeader/StaffHeader';
export type { StaffHeaderProps } from './components/StaffHeader/StaffHeader';
export { programKinds } from './screens/ApplicationsList/types';
export type {
  ProgramKind,
  StaffApplication,
  StaffApplicationStatus,
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

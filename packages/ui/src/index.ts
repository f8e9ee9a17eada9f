// The public surface of @admission/ui: building blocks with their props types, layouts, the blocks'
// words, themes and icons, and the class names and helpers a screen composed from them uses. No
// product's screens or copy: the portal's are @admission/screens (private). Sample data (src/testing)
// is not published.
export { vars } from './theme/vars.css';
export { themeStyle, themeVariables } from './theme/variables';
export type { ThemeVariable, ThemeVariables } from './theme/variables';
export { lightTheme, darkTheme, systemTheme } from './theme/themes.css';
export { ThemeProvider, useTheme, usePortalContainer } from './components/ThemeProvider/ThemeProvider';
export type { ThemeProviderProps, ThemeSetting } from './components/ThemeProvider/ThemeProvider';
export type { ThemeName } from './theme/tokens';
// The one tone vocabulary of StatusBadge, Alert, Toast and Button.
export { tones } from './theme/tones';
export type { Tone } from './theme/tones';

// Layout and text primitives (Braid's): spacing from the theme's tokens, responsive.
export { Box } from './layout/Box';
export type { BoxProps } from './layout/Box';
export { Stack } from './layout/Stack';
export type { StackProps } from './layout/Stack';
export { Inline } from './layout/Inline';
export type { InlineProps } from './layout/Inline';
export { Column, Columns } from './layout/Columns';
export type { ColumnProps, ColumnsProps } from './layout/Columns';
export { Text } from './layout/Text';
export type { TextProps } from './layout/Text';
export { Heading } from './layout/Heading';
export type { HeadingProps } from './layout/Heading';
export { breakpoints } from './layout/responsive';
export type { Breakpoint, ResponsiveValue, Space } from './layout/responsive';

// Building blocks
export { Button, buttonSizes, buttonTones, buttonVariants } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './components/Button/Button';
export { LinkProvider, AppLink } from './components/Link/Link';
export type { AppLinkProps, LinkComponent, LinkComponentProps } from './components/Link/Link';
export { ExternalLink } from './components/ExternalLink/ExternalLink';
export type { ExternalLinkProps } from './components/ExternalLink/ExternalLink';
export { VisuallyHidden } from './utils/VisuallyHidden';
export { NoScript } from './components/NoScript/NoScript';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { ErrorSummary } from './components/ErrorSummary/ErrorSummary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './components/ErrorSummary/ErrorSummary';
export { Card } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { StatusBadge } from './components/StatusBadge/StatusBadge';
export type { StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { Alert } from './components/Alert/Alert';
export type { AlertProps } from './components/Alert/Alert';
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

// For screens composed from these blocks (the portal's, in @admission/screens): the centred page's
// parts, class names of the blocks to put on other elements, and small helpers.
export { pageStyles } from './components/PageLayout/PageLayout';
export { useInLayout } from './components/PageLayout/InLayout';
export { mailtoHref } from './components/SupportContact/SupportContact';
export { flush, scriptOnly } from './theme/patterns.css';
export { hint as fieldHintClass } from './components/TextField/TextField.css';
export { link as linkClass } from './components/Link/Link.css';
export {
  variant as buttonVariantClasses,
  critical as buttonCriticalClass,
  size as buttonSizeClasses,
} from './components/Button/Button.css';
export { cx } from './utils/cx';
export { lazyWithPreload } from './utils/lazyWithPreload';
export { isSafeExternalUrl } from './utils/safeUrl';

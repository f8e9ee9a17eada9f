// Inline SVG icons (no icon font, no request). Decorative by default; pass `title` to give one a name.
// One module per icon: a bundler keeps each module whole in one chunk, so an icon that only the
// staff's or the signed-in candidate's pages draw stays out of the first page's chunk.
export type { IconProps } from './createIcon';
export { EyeIcon } from './EyeIcon';
export { EyeOffIcon } from './EyeOffIcon';
export { CheckIcon } from './CheckIcon';
export { CloseIcon } from './CloseIcon';
export { InfoIcon } from './InfoIcon';
export { WarningIcon } from './WarningIcon';
export { ErrorIcon } from './ErrorIcon';
export { SuccessIcon } from './SuccessIcon';
export { SunIcon } from './SunIcon';
export { MoonIcon } from './MoonIcon';
export { LogoutIcon } from './LogoutIcon';
export { MailIcon } from './MailIcon';
export { PhoneIcon } from './PhoneIcon';
export { PrinterIcon } from './PrinterIcon';
export { HomeIcon } from './HomeIcon';
export { FolderIcon } from './FolderIcon';
export { BookIcon } from './BookIcon';
export { UsersIcon } from './UsersIcon';
export { UserIcon } from './UserIcon';
export { BellIcon } from './BellIcon';
export { WalletIcon } from './WalletIcon';
export { SchoolIcon } from './SchoolIcon';
export { FileIcon } from './FileIcon';
export { ExternalLinkIcon } from './ExternalLinkIcon';
export { MenuIcon } from './MenuIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { RefreshIcon } from './RefreshIcon';
export { CalendarIcon } from './CalendarIcon';
export { ClockIcon } from './ClockIcon';
export { ArrowUpIcon } from './ArrowUpIcon';
export { ArrowDownIcon } from './ArrowDownIcon';

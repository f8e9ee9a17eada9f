// Inline SVG icons (no icon font, no request). Decorative by default; pass `title` to give one a name.
import type { ReactNode, SVGProps } from 'react';
import { icon } from './icons.css';
import { cx } from '../utils/cx';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string | undefined;
}

function createIcon(name: string, paths: ReactNode) {
  function Icon({ title, className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx(icon, className)}
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const EyeIcon = /* @__PURE__ */ createIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'EyeOffIcon',
  <>
    <path d="M17.94 17.94A10.1 10.1 0 0 1 12 19C5.5 19 2 12 2 12a18.4 18.4 0 0 1 5.06-5.94" />
    <path d="M9.9 4.24A9.1 9.1 0 0 1 12 4c6.5 0 10 7 10 7a18.5 18.5 0 0 1-2.16 3.19" />
    <path d="M14.12 14.12a3 3 0 1 1-4.24-4.24" />
    <path d="M2 2l20 20" />
  </>,
);
export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="M20 6L9 17l-5-5" />);
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M18 6L6 18M6 6l12 12" />);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const WarningIcon = /* @__PURE__ */ createIcon(
  'WarningIcon',
  <>
    <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
export const ErrorIcon = /* @__PURE__ */ createIcon(
  'ErrorIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M15 9l-6 6M9 9l6 6" />
  </>,
);
export const SuccessIcon = /* @__PURE__ */ createIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 12l3 3 5-6" />
  </>,
);
export const SunIcon = /* @__PURE__ */ createIcon(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = /* @__PURE__ */ createIcon(
  'MoonIcon',
  <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
);
export const LogoutIcon = /* @__PURE__ */ createIcon(
  'LogoutIcon',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </>,
);
export const MailIcon = /* @__PURE__ */ createIcon(
  'MailIcon',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </>,
);
export const PhoneIcon = /* @__PURE__ */ createIcon(
  'PhoneIcon',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);
export const HomeIcon = /* @__PURE__ */ createIcon(
  'HomeIcon',
  <>
    <path d="M3 10.5L12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </>,
);
export const FolderIcon = /* @__PURE__ */ createIcon(
  'FolderIcon',
  <path d="M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z" />,
);
export const BookIcon = /* @__PURE__ */ createIcon(
  'BookIcon',
  <>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </>,
);
export const UsersIcon = /* @__PURE__ */ createIcon(
  'UsersIcon',
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </>,
);
export const UserIcon = /* @__PURE__ */ createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a7 7 0 0 1 16 0v1" />
  </>,
);
export const BellIcon = /* @__PURE__ */ createIcon(
  'BellIcon',
  <>
    <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </>,
);
export const WalletIcon = /* @__PURE__ */ createIcon(
  'WalletIcon',
  <>
    <rect x="2" y="5" width="20" height="15" rx="2" />
    <path d="M16 12h2M2 9h20" />
  </>,
);
export const SchoolIcon = /* @__PURE__ */ createIcon(
  'SchoolIcon',
  <>
    <path d="M22 10L12 5 2 10l10 5 10-5z" />
    <path d="M6 12v5c3 2 9 2 12 0v-5" />
  </>,
);
export const FileIcon = /* @__PURE__ */ createIcon(
  'FileIcon',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </>,
);
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(
  'ExternalLinkIcon',
  <>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14L21 3" />
  </>,
);
export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', <path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', <path d="M9 18l6-6-6-6" />);
export const RefreshIcon = /* @__PURE__ */ createIcon(
  'RefreshIcon',
  <>
    <path d="M23 4v6h-6M1 20v-6h6" />
    <path d="M3.5 9a9 9 0 0 1 14.9-3.4L23 10M1 14l4.6 4.4A9 9 0 0 0 20.5 15" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ createIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
/** A neutral status: waiting, in progress (not a warning). */
export const ClockIcon = /* @__PURE__ */ createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
/** A mark at or above 10 out of 20 (a position, not a verdict). */
export const ArrowUpIcon = /* @__PURE__ */ createIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
/** A mark below 10 out of 20. */
export const ArrowDownIcon = /* @__PURE__ */ createIcon(
  'ArrowDownIcon',
  <path d="M12 5v14M19 12l-7 7-7-7" />,
);

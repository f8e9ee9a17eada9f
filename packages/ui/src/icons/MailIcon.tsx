import { createIcon } from './createIcon';

export const MailIcon = /* @__PURE__ */ createIcon(
  'MailIcon',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </>,
);

import { createIcon } from './createIcon';

export const ErrorIcon = /* @__PURE__ */ createIcon(
  'ErrorIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M15 9l-6 6M9 9l6 6" />
  </>,
);

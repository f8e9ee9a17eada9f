import { createIcon } from './createIcon';

export const SchoolIcon = /* @__PURE__ */ createIcon(
  'SchoolIcon',
  <>
    <path d="M22 10L12 5 2 10l10 5 10-5z" />
    <path d="M6 12v5c3 2 9 2 12 0v-5" />
  </>,
);

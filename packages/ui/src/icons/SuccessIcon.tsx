import { createIcon } from './createIcon';

export const SuccessIcon = /* @__PURE__ */ createIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 12l3 3 5-6" />
  </>,
);

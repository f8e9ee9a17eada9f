import { createIcon } from './createIcon';

/** A neutral status: waiting, in progress (not a warning). */
export const ClockIcon = /* @__PURE__ */ createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

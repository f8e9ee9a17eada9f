import { createIcon } from './createIcon';

/** A mark below 10 out of 20. */
export const ArrowDownIcon = /* @__PURE__ */ createIcon(
  'ArrowDownIcon',
  <path d="M12 5v14M19 12l-7 7-7-7" />,
);

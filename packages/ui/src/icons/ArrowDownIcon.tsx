import { createIcon } from './createIcon';

/** Une note inférieure à 10 sur 20. */
export const ArrowDownIcon = /* @__PURE__ */ createIcon(
  'ArrowDownIcon',
  <path d="M12 5v14M19 12l-7 7-7-7" />,
);

import { createIcon } from './createIcon';

/** A mark at or above 10 out of 20 (a position, not a verdict). */
export const ArrowUpIcon = /* @__PURE__ */ createIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);

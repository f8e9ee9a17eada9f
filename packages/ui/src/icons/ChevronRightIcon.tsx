import { createIcon } from './createIcon';

export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', <path d="M9 18l6-6-6-6" />);

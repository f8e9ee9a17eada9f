import { createIcon } from './createIcon';

export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', <path d="M15 18l-6-6 6-6" />);

import { createIcon } from './createIcon';

export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M18 6L6 18M6 6l12 12" />);

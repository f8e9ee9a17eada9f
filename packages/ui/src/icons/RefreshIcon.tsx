import { createIcon } from './createIcon';

export const RefreshIcon = /* @__PURE__ */ createIcon(
  'RefreshIcon',
  <>
    <path d="M23 4v6h-6M1 20v-6h6" />
    <path d="M3.5 9a9 9 0 0 1 14.9-3.4L23 10M1 14l4.6 4.4A9 9 0 0 0 20.5 15" />
  </>,
);

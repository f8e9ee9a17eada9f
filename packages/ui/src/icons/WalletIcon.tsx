import { createIcon } from './createIcon';

export const WalletIcon = /* @__PURE__ */ createIcon(
  'WalletIcon',
  <>
    <rect x="2" y="5" width="20" height="15" rx="2" />
    <path d="M16 12h2M2 9h20" />
  </>,
);

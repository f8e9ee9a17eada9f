import { createIcon } from './createIcon';

/** Un statut neutre : en attente, en cours (pas un avertissement). */
export const ClockIcon = /* @__PURE__ */ createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

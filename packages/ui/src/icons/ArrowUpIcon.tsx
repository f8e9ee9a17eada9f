import { createIcon } from './createIcon';

/** Une note supérieure ou égale à 10 sur 20 (une position, pas un verdict). */
export const ArrowUpIcon = /* @__PURE__ */ createIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);

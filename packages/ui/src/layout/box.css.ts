// Box's padding, by space and breakpoint (63 one-line rules, only in a page that draws a Box).
import { spaceAtoms } from './atoms';

export const padding = spaceAtoms((value) => ({ padding: value }));
export const paddingX = spaceAtoms((value) => ({ paddingInline: value }));
export const paddingY = spaceAtoms((value) => ({ paddingBlock: value }));

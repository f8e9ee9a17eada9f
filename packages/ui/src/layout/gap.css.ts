// The gap between the children of Stack, Inline and Columns, shared: 21 one-line rules.
import { spaceAtoms } from './atoms';

export const gap = spaceAtoms((value) => ({ gap: value }));

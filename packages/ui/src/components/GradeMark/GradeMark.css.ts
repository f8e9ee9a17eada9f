import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockRoot } from '../../theme/patterns.css';

const markBase = style({
  ...blockRoot,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
/** One class per `pass`, each with the base: `mark[pass]`. */
export const mark = styleVariants(
  {
    true: { color: vars.color.success },
    false: { color: vars.color.danger },
  },
  (rule) => [markBase, rule],
);

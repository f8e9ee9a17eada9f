import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    pass: {
      true: { color: vars.color.success },
      false: { color: vars.color.danger },
    },
  },
});

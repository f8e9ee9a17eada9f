import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: '1px solid currentColor',
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      yellow: { background: vars.color.warningSurface, color: vars.color.warning },
      blue: { background: vars.color.infoSurface, color: vars.color.info },
      green: { background: vars.color.successSurface, color: vars.color.success },
      red: { background: vars.color.dangerSurface, color: vars.color.danger },
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

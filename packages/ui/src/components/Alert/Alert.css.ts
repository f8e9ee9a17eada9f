import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: '6px solid',
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSurface, borderColor: vars.color.info },
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
      error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const iconTone = recipe({
  base: { marginTop: '2px' },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.danger },
    },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md });

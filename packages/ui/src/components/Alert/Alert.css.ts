import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText, inheritedText } from '../../theme/patterns.css';

const alertBase = style({
  ...blockText,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '6px solid',
  color: vars.color.text,
});
/** One class per `tone`, each with the base: `alert[tone]`. */
export const alert = styleVariants(
  {
    info: { background: vars.color.infoSurface, borderColor: vars.color.info },
    success: { background: vars.color.successSurface, borderColor: vars.color.success },
    warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
    error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
  },
  (rule) => [alertBase, rule],
);

const iconToneBase = style({ marginTop: '2px' });
/** One class per `tone`, each with the base: `iconTone[tone]`. */
export const iconTone = styleVariants(
  {
    info: { color: vars.color.info },
    success: { color: vars.color.success },
    warning: { color: vars.color.warning },
    error: { color: vars.color.danger },
  },
  (rule) => [iconToneBase, rule],
);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const title = style({ ...inheritedText, margin: 0, fontWeight: 700, fontSize: vars.fontSize.md });

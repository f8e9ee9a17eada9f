import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockRoot } from '../../theme/patterns.css';

const badgeBase = style({
  ...blockRoot,
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
});
/** One class per `tone`, each with the base: `badge[tone]`. */
export const badge = styleVariants(
  {
    yellow: { background: vars.color.warningSurface, color: vars.color.warning },
    blue: { background: vars.color.infoSurface, color: vars.color.info },
    green: { background: vars.color.successSurface, color: vars.color.success },
    red: { background: vars.color.dangerSurface, color: vars.color.danger },
    neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
  },
  (rule) => [badgeBase, rule],
);

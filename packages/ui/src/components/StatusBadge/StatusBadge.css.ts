import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockRoot } from '../../theme/patterns.css';
import { toneColors } from '../../theme/toneColors';

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
export const badge = styleVariants(toneColors, ({ strong, surface }) => [
  badgeBase,
  { background: surface, color: strong },
]);

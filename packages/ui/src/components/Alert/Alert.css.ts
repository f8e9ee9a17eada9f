import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText, inheritedText } from '../../theme/patterns.css';
import { toneColors } from '../../theme/toneColors';

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
export const alert = styleVariants(toneColors, ({ strong, surface }) => [
  alertBase,
  { background: surface, borderColor: strong },
]);

const iconToneBase = style({ marginTop: '2px' });
/** One class per `tone`, each with the base: `iconTone[tone]`. */
export const iconTone = styleVariants(toneColors, ({ strong }) => [iconToneBase, { color: strong }]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const title = style({ ...inheritedText, margin: 0, fontWeight: 700, fontSize: vars.fontSize.md });

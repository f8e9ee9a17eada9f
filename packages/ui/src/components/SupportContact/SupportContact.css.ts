import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

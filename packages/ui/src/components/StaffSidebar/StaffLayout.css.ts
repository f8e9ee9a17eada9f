import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText } from '../../theme/patterns.css';
import { MOBILE_SCREEN } from './breakpoint';

export const layout = style({
  ...blockText,
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.background,
  // Under 768 px the sidebar is a menu bar above the page (its sheet opens over everything).
  '@media': { [MOBILE_SCREEN]: { flexDirection: 'column' } },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  '@media': { [MOBILE_SCREEN]: { padding: vars.space.sm } },
});

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

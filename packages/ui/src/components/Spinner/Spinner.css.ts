import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockRoot } from '../../theme/patterns.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  ...blockRoot,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const centered = style({ flexDirection: 'column', justifyContent: 'center', textAlign: 'center' });

export const circle = style({
  boxSizing: 'border-box',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export const hint = style({ display: 'block' });

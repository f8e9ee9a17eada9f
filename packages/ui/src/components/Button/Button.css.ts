import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockRoot } from '../../theme/patterns.css';

const buttonBase = style({
  ...blockRoot,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  // A minimum, not a height: a label that wraps (narrow screen, 200 % zoom) grows the button.
  minHeight: '44px',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  lineHeight: 1.25,
  textAlign: 'center',
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  // A host's `button { margin; box-shadow; font: italic ... }` does not reach ours.
  margin: 0,
  boxShadow: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontStyle: 'normal',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/**
 * Le poids du bouton, chacun avec la base : `variant[variant]` (aucun calcul à l’exécution : de
 * simples noms de classe).
 */
export const variant = styleVariants(
  {
    primary: {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: {
        '&:hover:not(:disabled)': {
          // Follows a rebranded --adm-color-primary; where color-mix() is unknown, no hover shade.
          background: [
            vars.color.primary,
            `color-mix(in srgb, ${vars.color.primary} 80%, ${vars.color.hoverMix})`,
          ],
        },
      },
    },
    secondary: {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
    ghost: {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  },
  (rule) => [buttonBase, rule],
);

/**
 * `tone="critical"`, à la place de la variante : la surface du thème sur son rouge, l’ancien bouton
 * `danger` (avec son propre survol, pas le vert du bouton principal).
 */
export const critical = style([
  buttonBase,
  {
    background: vars.color.danger,
    color: vars.color.surface,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.danger } },
  },
]);

export const size = styleVariants({
  md: {},
  sm: { minHeight: '36px', fontSize: vars.fontSize.sm, paddingInline: vars.space.sm },
});

/** Full width. */
export const block = style({ width: '100%' });

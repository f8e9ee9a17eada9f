import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
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
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: 600,
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.surface,
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
    },
    size: {
      md: {},
      sm: { minHeight: '36px', fontSize: vars.fontSize.sm, paddingInline: vars.space.sm },
    },
    block: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

import { style, styleVariants } from '@vanilla-extract/css';
import { headingText, inheritedText } from '../theme/patterns.css';
import { vars } from '../theme/vars.css';
import { toneColors } from '../theme/toneColors';
import { at } from './atoms';

// A primitive's own element, whatever the host says of `ul`, `p` or `h2`: no margin, no bullets.
const bare = { boxSizing: 'border-box', margin: 0, padding: 0, listStyle: 'none' } as const;

export const stack = style({ ...bare, display: 'flex', flexDirection: 'column' });
export const inline = style({ ...bare, display: 'flex', flexWrap: 'wrap' });
export const columns = style({ ...bare, display: 'flex' });

/** Columns side by side from a breakpoint on; one under the other below it. */
export const collapseBelow = {
  tablet: style([{ flexDirection: 'column' }, at('tablet', { flexDirection: 'row' })]),
  desktop: style([{ flexDirection: 'column' }, at('desktop', { flexDirection: 'row' })]),
} as const;

export const column = style({ ...bare, flex: '1 1 0', minWidth: 0 });
export const columnWidth = styleVariants({
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 0 50%' },
  '1/3': { flex: '0 0 33.333%' },
  '2/3': { flex: '0 0 66.667%' },
});

export const alignItems = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});
export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

/** Text: the theme's font at a size, a tone and a weight; its element's host rules do not reach it. */
export const text = style({ ...inheritedText, fontFamily: vars.font.body, margin: 0 });
export const textSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
});
export const textTone = styleVariants({
  ...Object.fromEntries(Object.entries(toneColors).map(([tone, { strong }]) => [tone, { color: strong }])),
  secondary: { color: vars.color.textMuted },
  inherit: { color: 'inherit' },
} as Record<keyof typeof toneColors | 'secondary' | 'inherit', { color: string }>);
export const textWeight = styleVariants({ regular: { fontWeight: 400 }, strong: { fontWeight: 700 } });
export const textAlign = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

/** Heading sizes by level: 1 the page's title (the centred page's), 2 a section's, 3 and 4 below. */
export const heading = styleVariants({
  1: { ...headingText, fontSize: vars.fontSize.xxl, lineHeight: 1.25 },
  2: { ...headingText, fontSize: vars.fontSize.xl, lineHeight: 1.3 },
  3: { ...headingText, fontSize: vars.fontSize.lg, lineHeight: 1.3 },
  4: { ...headingText, fontSize: vars.fontSize.md, lineHeight: 1.4 },
});

export const box = style({ boxSizing: 'border-box', margin: 0 });
export const boxBackground = styleVariants({
  surface: { background: vars.color.surface },
  surfaceMuted: { background: vars.color.surfaceMuted },
  ...Object.fromEntries(
    Object.entries(toneColors).map(([tone, { surface }]) => [`${tone}Surface`, { background: surface }]),
  ),
} as Record<'surface' | 'surfaceMuted' | `${keyof typeof toneColors}Surface`, { background: string }>);
export const boxRadius = styleVariants({
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  lg: { borderRadius: vars.radius.lg },
});

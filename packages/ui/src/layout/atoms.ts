// Build-time helpers of the primitives' styles (imported by .css.ts files only): one class per
// space and breakpoint, each a single declaration, so a primitive's CSS is a few short rules.
import { styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { breakpoints, type Breakpoint, type Space } from './responsive';

export const spaceValues: Record<Space, string> = { none: '0', ...vars.space };

const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

/** A rule at a breakpoint: as is on mobile, inside its `@media` above. */
export function at(breakpoint: Breakpoint, rule: StyleRule): StyleRule {
  return breakpoint === 'mobile' ? rule : { '@media': { [media[breakpoint]]: rule } };
}

/** `classes[breakpoint][space]`: one class per space and breakpoint, each from `rule(value)`. */
export function spaceAtoms(rule: (value: string) => StyleRule): Record<Breakpoint, Record<Space, string>> {
  const atBreakpoint = (breakpoint: Breakpoint) =>
    styleVariants(spaceValues, (value) => at(breakpoint, rule(value)));
  return { mobile: atBreakpoint('mobile'), tablet: atBreakpoint('tablet'), desktop: atBreakpoint('desktop') };
}

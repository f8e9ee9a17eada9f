// What every icon is: an inline SVG, decorative by default; pass `title` to give one a name.
import type { ReactNode, SVGProps } from 'react';
import { icon } from './icons.css';
import { cx } from '../utils/cx';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Nom accessible ; sans lui, l’icône est cachée aux technologies d’assistance. */
  title?: string | undefined;
}

export function createIcon(name: string, paths: ReactNode) {
  function Icon({ title, className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx(icon, className)}
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

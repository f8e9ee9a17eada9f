import type { ReactNode } from 'react';
import { visuallyHidden } from './visuallyHidden.css';

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}

import type { ReactNode } from 'react';
import { visuallyHidden } from './visuallyHidden.css';

/** Un texte pour les technologies d’assistance seulement. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}

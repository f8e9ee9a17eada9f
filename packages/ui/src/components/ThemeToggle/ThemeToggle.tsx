import type { Ref } from 'react';
import { Button } from '../Button/Button';
import { MoonIcon, SunIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import type { ThemeName } from '../../theme/tokens';

export interface ThemeToggleProps {
  /** Le thème en cours ; l’application le choisit (préférence du système, puis la clé `theme` enregistrée). */
  theme: ThemeName;
  /** Appelée avec l’autre thème ; l’application l’applique et l’enregistre sous `theme`. */
  onToggle: (next: ThemeName) => void;
  /** Classes supplémentaires sur le bouton. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * Un bouton qui passe du thème clair au thème sombre et inversement ; son nom dit ce qu’il va
 * faire.
 */
export function ThemeToggle({ theme, onToggle, className, ref }: ThemeToggleProps) {
  const copy = useUiCopy();
  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      className={className}
      data-adm="theme-toggle"
      onClick={() => onToggle(next)}
    >
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
      <VisuallyHidden>{next === 'dark' ? copy.theme.toDark : copy.theme.toLight}</VisuallyHidden>
    </Button>
  );
}

import type { Ref } from 'react';
import { Button } from '../Button/Button';
import { MoonIcon, SunIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import type { ThemeName } from '../../theme/tokens';

export interface ThemeToggleProps {
  /** The theme in use; the app decides it (system preference, then the stored `theme` key). */
  theme: ThemeName;
  /** Called with the other theme; the app applies it and stores it under `theme`. */
  onToggle: (next: ThemeName) => void;
  /** Extra class names on the button. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** A button switching between the light and the dark theme; its name says what it will do. */
export function ThemeToggle({ theme, onToggle, className, ref }: ThemeToggleProps) {
  const copy = useUiCopy();
  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      ref={ref}
      tone="ghost"
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

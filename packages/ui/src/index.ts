export { vars } from './theme/vars.css';
export { lightTheme, darkTheme } from './theme/themes.css';
export type { ThemeName } from './theme/tokens';
export { Button, buttonTones } from './components/Button/Button';
export type { ButtonProps, ButtonTone } from './components/Button/Button';

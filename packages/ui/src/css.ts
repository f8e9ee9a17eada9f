// `@admission/ui/css` (workspace only, like `@admission/ui/testing`: source-aliases.ts): what the
// .css.ts files of @admission/screens build their styles from: the theme's contract, the patterns
// every building block's root and text follow in someone else's page, and the few blocks' classes a
// screen's own styles reuse. A style module of its own, so that compiling a screen's styles does not
// load every component.
// The print rule: what a page marks `data-adm-print="hide"` is left off paper (the receipt's chrome).
import './theme/print.css';

export { vars } from './theme/vars.css';
export { blockRoot, borderedRow, headingText, inheritedText } from './theme/patterns.css';
export { input as fieldInput, label as fieldLabel } from './components/TextField/TextField.css';
export { dashboardTitle } from './components/PageLayout/PageLayout.css';

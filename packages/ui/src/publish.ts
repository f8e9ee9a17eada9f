// Entry of the published build only: the whole stylesheet (reset, themes, every component) goes to
// dist/index.css, and the JS exports are those of index.ts. Apps in the workspace use src directly.
import './styles.css';

export * from './index';

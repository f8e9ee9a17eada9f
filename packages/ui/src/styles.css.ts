// Entry for the published stylesheet (@admission/ui/styles.css): both themes and the focus ring of
// the package's elements (and every component's styles, in the build). The reset is its own, opt-in
// stylesheet: @admission/ui/reset.css.
import './theme/themes.css';
import './theme/focus.css';

// Entry for the published stylesheet (@admission/ui/styles.css): the reset and both themes.
import './theme/reset.css';
import './theme/themes.css';

// Entry of the opt-in stylesheet @admission/ui/reset.css: box sizing, the body's margin, colours and
// font, block images, inherited form fonts, the focus ring. The portal uses it; another app may not.
import './theme/reset.css';

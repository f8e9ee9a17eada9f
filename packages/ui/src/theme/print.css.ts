// What a page prints as: the chrome (header, footer, actions) marked `data-adm-print="hide"` is
// left out. Imported by the components that carry the mark. `!important`: on paper the mark wins
// over the component's own display, whichever stylesheet comes last.
import { globalStyle } from '@vanilla-extract/css';

globalStyle('[data-adm-print="hide"]', { '@media': { print: { display: 'none !important' } } });

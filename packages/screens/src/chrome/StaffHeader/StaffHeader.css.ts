import { globalStyle, style } from '@vanilla-extract/css';
import { vars, inheritedText } from '@admission/ui/css';

// Below the header's one-row width (48rem), the title and « Déconnexion » share the first row and
// who is signed in, with the theme toggle, gets the second: beside the title, a name and its role
// left the title no room, and it overflowed onto them at 360 px. The doubled class wins over the
// header's own grid whichever stylesheet loads last.
export const header = style({
  '@media': {
    'screen and (max-width: 47.98rem)': {
      selectors: {
        '&&': {
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          gridTemplateAreas: '"brand logout" "tools tools"',
        },
      },
    },
  },
});

globalStyle(`${header}${header} > [data-adm-part="tools"]`, {
  '@media': {
    'screen and (max-width: 47.98rem)': { justifySelf: 'stretch', justifyContent: 'space-between' },
  },
});

export const who = style({
  ...inheritedText,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.2,
  minWidth: 0,
});
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

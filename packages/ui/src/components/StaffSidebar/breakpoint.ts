/** docs/behaviour.md, « Constants and limits »: the mobile breakpoint is 768 px; below it the sidebar is a modal sheet. */
export const MOBILE_MEDIA = '(max-width: 767.98px)';
/** The same breakpoint for vanilla-extract `@media` rules. */
export const MOBILE_SCREEN = `screen and ${MOBILE_MEDIA}`;

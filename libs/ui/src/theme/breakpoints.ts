/**
 * Media queries, in rem so a larger browser font setting or zoom reaches them as it reaches the text
 * (a media query cannot read the theme's variables).
 */
export const media = {
  /**
   * Wide enough for the fixed side bar beside the 1200 px content column (85rem = 1360 px at 100%):
   * narrower, or zoomed in, the side bar joins the page's flow instead of covering the content.
   */
  sideBarRoom: 'screen and (min-width: 85rem)',
} as const;

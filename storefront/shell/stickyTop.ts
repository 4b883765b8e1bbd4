/** The document's property holding the height the sticky header takes (0px while hidden). */
export const stickyTop = '--cairn-sticky-top';

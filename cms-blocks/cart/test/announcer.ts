/**
 * react-aria's live announcer keeps each message for 7 s. A pending Button that had focus
 * announces with `aria-labelledby` pointing at itself; when the button unmounts with its
 * dialog (the quick shop closes after a successful add), that reference dangles and axe
 * reports the announcer's entry (role-img-alt) although the message was already read.
 * Stories that end after such a close empty the log, as `.storybook/preview.tsx` does
 * between stories. (Reported to the kit: Button could announce a text instead.)
 */
export function clearAriaAnnouncements(document: Document): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

export { DISMISSED_POPUPS_KEY, dismissPopUp, readDismissedPopups } from './dismissedPopups.ts';
export { type PopUpContent, type PopUpContentInput, popUpSchema } from './PopUp.schema.ts';
export { PopUp, type PopUpProps } from './PopUp.tsx';
export {
  choosePopUp,
  POPUP_DEFAULT_DELAY_MS,
  type PopUpKind,
  type PopUpLabel,
  popUpLabel,
  popUpSections,
} from './popUp.ts';
export {
  POPUP_VISIT_KEY,
  type PopUpVisit,
  readPopUpVisit,
  recordPopUpVisit,
} from './popUpVisit.ts';

export {
  CompleteProfile,
  type CompleteProfileProps,
  CompleteProfileSteps,
  type CompleteProfileStepsProps,
} from './CompleteProfile.tsx';
export { ProfileFields, type ProfileFieldsProps } from './ProfileFields.tsx';
export {
  changedDetails,
  type EnrollmentField,
  enrollmentFields,
  lackingDetails,
  missingEnrollmentFields,
  type ProfileFieldsInput,
  type ProfileFieldsValues,
  profileFieldsDefaults,
  profileFieldsSchema,
  profileFieldsShape,
} from './profileFields.ts';
export {
  type CompleteProfilePlan,
  type CompleteProfileStep,
  completeProfileSteps,
  planCompleteProfile,
  progressOf,
} from './steps.ts';
export { useProfileFieldsForm } from './useProfileFieldsForm.ts';
export { useProfileUpdate } from './useProfileUpdate.ts';

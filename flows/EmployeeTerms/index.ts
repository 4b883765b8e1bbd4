export {
  EmployeeTerms,
  EmployeeTermsContent,
  type EmployeeTermsContentProps,
  type EmployeeTermsProps,
} from './EmployeeTerms.tsx';

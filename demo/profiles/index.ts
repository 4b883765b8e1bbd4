export {
  DEMO_PASSWORD,
  type DemoAccount,
  demoAccount,
  demoAccounts,
  demoAssociates,
  findDemoAccountByEmail,
} from './accounts.ts';
export { contactCategories } from './contactSubjects.ts';

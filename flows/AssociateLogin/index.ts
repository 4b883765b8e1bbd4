export {
  AssociateLogin,
  AssociateLoginPage,
  type AssociateLoginPageProps,
  type AssociateLoginProps,
} from './AssociateLogin.tsx';

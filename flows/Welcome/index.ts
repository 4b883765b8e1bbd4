export { useWelcomePromo, welcomePromoKey } from './useWelcomePromo.ts';
export { Welcome, WelcomeContent, type WelcomeProps } from './Welcome.tsx';
export { WelcomePromo } from './WelcomePromo.tsx';

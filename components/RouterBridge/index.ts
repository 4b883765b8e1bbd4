export { isExternalHref, RouterBridge } from './RouterBridge.tsx';

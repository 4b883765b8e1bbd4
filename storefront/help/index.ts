export {
  loadSectionNav,
  navigatedSections,
  pageHasOwnH1,
  type SectionNav as SectionNavData,
} from './loadSectionNav.ts';
export { SectionLayout, SectionNav } from './SectionNav.tsx';

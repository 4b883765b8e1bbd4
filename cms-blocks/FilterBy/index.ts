export * from './FilterBy.schema.ts';
export {
  type FilterByOperator,
  type FilterByVariant,
  type FilterPage,
  type FilterRule,
  filterByOperators,
  filterByShows,
  filterByVariants,
} from './filterBy.ts';

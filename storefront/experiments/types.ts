/** The shopper's attributes the SDK's audiences read (spec §9 match types). */
export type ExperimentAttributes = Record<string, string | number | boolean>;

export interface DecideInput {
  /** The bucketing id: the browser's first-party visitor cookie (stable across sign-in). */
  userId: string;
  attributes: ExperimentAttributes;
  /** The flags to decide: the experience ids of the page's experiments. */
  flagKeys: readonly string[];
  /** Forced decisions (spec §2 `p13n_testcontext`): the SDK applies them first. */
  forced?: readonly { flagKey: string; variationKey: string }[];
}

/**
 * The experimentation SDK as the loaders see it (storefront/experiments/sdk.ts): one client
 * per brand per process. `decide` never throws: any failure of the SDK (datafile missing,
 * invalid, not ready, closed) logs and answers no decision, so the page shows its baselines.
 */
export interface ExperimentRegistry {
  /** The variation key of each enabled flag, by flag key. */
  decide(brand: string, input: DecideInput): Promise<Record<string, string>>;
  /** Flush the events and stop polling (tests, shutdown). */
  close(): Promise<void>;
}

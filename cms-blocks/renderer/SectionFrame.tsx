import {
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ContentBreakpoint, SectionOptions } from '#api/contract/contentSections.ts';
import { sprinkles } from '#design-tokens/sprinkles.css.ts';
import { type EmptyScope, EmptyScopeContext, SectionProvider } from './context.tsx';
import { HydrationGate, useLazyHydration } from './hydration.tsx';
import {
  contained,
  frame,
  fullWidth,
  type HiddenSet,
  hiddenAt,
  sticky,
} from './SectionFrame.css.ts';

const breakpoints: readonly ContentBreakpoint[] = ['sm', 'md', 'lg'];

/** `display: none` at the breakpoints the section is hidden at (spec §2). */
function visibility(hidden: readonly ContentBreakpoint[]) {
  const set = breakpoints.filter((bp) => hidden.includes(bp)).join('-');
  return set === '' || set === 'sm-md-lg' ? undefined : hiddenAt[set as HiddenSet];
}

/** Bottom margin per breakpoint from the space tokens; a missing one inherits the smaller. */
function margins(bottom: SectionOptions['bottomMargins']) {
  if (!breakpoints.some((bp) => bottom[bp] !== undefined)) return undefined;
  return sprinkles({ marginBottom: { sm: bottom.sm, md: bottom.md, lg: bottom.lg } });
}

/** Inside a section: a nested section (a wrapper's child) leaves the width to its parent. */
const NestedContext = createContext(false);

/** A section is hidden everywhere: nothing to render at all. */
export function hiddenEverywhere(options: SectionOptions): boolean {
  return breakpoints.every((bp) => options.hideOnBreakpoint.includes(bp));
}

export interface SectionFrameProps {
  id: string;
  name?: string | undefined;
  component: string;
  options: SectionOptions;
  /** Spec §9: recommendation carousels hydrate 200 px before they come into view. */
  visibleMarginPx?: number | undefined;
  children: ReactNode;
}

/**
 * The element around every section: layout options (sticky, full width or the content
 * width, hidden per breakpoint, bottom margin per breakpoint), lazy hydration, and the
 * empty state its content reports.
 */
export function SectionFrame({
  id,
  name,
  component,
  options,
  visibleMarginPx,
  children,
}: SectionFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { gate, state, onHydrated } = useLazyHydration(ref, options.hydration, visibleMarginPx);

  const [reports, setReports] = useState<Readonly<Record<string, boolean>>>({});
  const scope = useMemo<EmptyScope>(
    () => ({
      report(key, empty) {
        setReports((previous) => {
          if (empty === null) {
            if (!(key in previous)) return previous;
            const { [key]: _removed, ...rest } = previous;
            return rest;
          }
          return previous[key] === empty ? previous : { ...previous, [key]: empty };
        });
      },
    }),
    [],
  );
  const values = Object.values(reports);
  const empty = values.length > 0 && values.every(Boolean);

  const nested = useContext(NestedContext);
  const parent = useContext(EmptyScopeContext);
  useLayoutEffect(() => {
    parent?.report(id, empty);
  }, [parent, id, empty]);
  useLayoutEffect(() => () => parent?.report(id, null), [parent, id]);

  const info = useMemo(() => ({ id, name, component }), [id, name, component]);
  // The same element on every render of the frame: a boundary still waiting to hydrate must
  // not receive an update (React would throw its server HTML away and render it anew).
  const content = useMemo(
    () => (
      <NestedContext value={true}>
        <SectionProvider value={info}>
          <EmptyScopeContext value={scope}>
            <Suspense fallback={null}>
              <HydrationGate gate={gate} onHydrated={onHydrated}>
                {children}
              </HydrationGate>
            </Suspense>
          </EmptyScopeContext>
        </SectionProvider>
      </NestedContext>
    ),
    [info, scope, gate, onHydrated, children],
  );

  const className = [
    frame,
    nested ? undefined : options.isFullWidth ? fullWidth : contained,
    options.isSticky ? sticky : undefined,
    visibility(options.hideOnBreakpoint),
    empty ? undefined : margins(options.bottomMargins),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={ref}
      className={className}
      data-section-id={id}
      data-component={component}
      data-hydration={state}
      data-hydration-mode={options.hydration}
      data-empty={empty || undefined}
    >
      {content}
    </div>
  );
}

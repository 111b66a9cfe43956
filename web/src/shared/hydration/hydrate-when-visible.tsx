import { memo, Suspense, use, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isHydrating } from './hydration-phase.js';
import { liftWhenIdle } from './offscreen-rendering-queue.js';
import { visibilityGate, type VisibilityGate } from './visibility-gate.js';

/** Hydrated a little before it scrolls into view, so it answers by the time it is seen. */
const VISIBLE_MARGIN = '300px';

/**
 * The browser skips the part's style, layout and paint while it is far from the viewport; the size
 * it last had (or 32rem) stands in for it. On a slow phone the layout of the sections below the
 * fold was one long task after the first paint (39 ms at a 2.2× CPU slowdown; 14 ms with the skip).
 */
const SKIP_RENDERING_OFFSCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_32rem]';

/** What makes a waiting part hydrate at once. */
const INTERACTION_EVENTS = ['focusin', 'pointerdown'] as const;

interface BoundaryProps {
  readonly gate: VisibilityGate;
  /** Told once the part has hydrated, to render it again with what it was given meanwhile. */
  readonly onShown: () => void;
  readonly children: ReactNode;
}

const Gated = ({ gate, onShown, children }: BoundaryProps) => {
  use(gate.promise);
  useEffect(onShown, [onShown]);
  return children;
};

/**
 * Not rendered again by its parent while the gate is shut: new props reaching a boundary that has
 * not hydrated make React drop its server HTML and render it in the browser (empty until then).
 * It hydrates with the part the server rendered, then takes what it was given meanwhile.
 */
const WaitingBoundary = memo(
  ({ gate, onShown, children }: BoundaryProps) => (
    <Suspense fallback={null}>
      <Gated gate={gate} onShown={onShown}>
        {children}
      </Gated>
    </Suspense>
  ),
  (previous, next) => !next.gate.opened() || previous.children === next.children,
);

/**
 * A part below the fold (footer, later home sections, carousels): the server renders it whole,
 * but the browser leaves its HTML as it is (readable, its links working) and hydrates it only when
 * it comes near the viewport, takes focus or a pointer. A suspended boundary is skipped by
 * hydration, so the first view does not pay for what is not seen. Mounted after hydration (a
 * navigation), it renders at once; a navigation opens the parts still waiting.
 *
 * Its rendering is skipped while offscreen too, from the server's HTML on, until the browser is
 * idle: then the parts are rendered one per idle moment (liftWhenIdle), so none of them is left
 * skipped for long (Lighthouse's accessibility audit cannot check colours or target sizes in
 * skipped content). `skipRenderingOffscreen` keeps the skip for good (the footer: its contrast does
 * not depend on what is around it).
 */
export const HydrateWhenVisible = ({ children, skipRenderingOffscreen = false }: { readonly children: ReactNode; readonly skipRenderingOffscreen?: boolean }) => {
  const [gate] = useState(() => visibilityGate(typeof window === 'undefined' || !isHydrating()));
  const [skippedUntilIdle, setSkippedUntilIdle] = useState(true);
  useEffect(() => (skipRenderingOffscreen ? undefined : liftWhenIdle(() => setSkippedUntilIdle(false))), [skipRenderingOffscreen]);
  const frame = useRef<HTMLDivElement>(null);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  // A navigation changes what the part reads (route, language): a boundary still waiting would hold the
  // whole navigation back until it is seen. From the first navigation on, it hydrates at once.
  // (Compared as objects: a history entry pushed by other code has no key of the router's.)
  const location = useLocation();
  const [arrival] = useState(location);
  if (location !== arrival) gate.open();
  useEffect(() => {
    const element = frame.current;
    if (gate.opened() || element === null) return;
    if (typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    // Heard on the way down from the document, before React's own listener at the root tries to hydrate the part for the event.
    const openOnEvent = (event: Event): void => {
      if (event.target instanceof Node && element.contains(event.target)) gate.open();
    };
    for (const type of INTERACTION_EVENTS) document.addEventListener(type, openOnEvent, true);
    const stop = (): void => {
      observer.disconnect();
      for (const type of INTERACTION_EVENTS) document.removeEventListener(type, openOnEvent, true);
    };
    void gate.promise.then(stop);
    return stop;
  }, [gate]);
  return (
    <div ref={frame} className={skipRenderingOffscreen || skippedUntilIdle ? SKIP_RENDERING_OFFSCREEN : undefined}>
      <WaitingBoundary gate={gate} onShown={renderAgain}>
        {children}
      </WaitingBoundary>
    </div>
  );
};

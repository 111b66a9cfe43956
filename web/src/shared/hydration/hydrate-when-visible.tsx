import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from './hydration-phase.js';
import { visibilityGate, type VisibilityGate } from './visibility-gate.js';

/** Hydrated a little before it scrolls into view, so it answers by the time it is seen. */
const VISIBLE_MARGIN = '300px';

/** What makes a waiting part hydrate at once. */
const INTERACTION_EVENTS = ['focusin', 'pointerdown'] as const;

const Gated = ({ gate, children }: { readonly gate: VisibilityGate; readonly children: ReactNode }) => {
  if (!gate.opened()) use(gate.promise);
  return children;
};

/**
 * A part below the fold (footer, later home sections, carousels): the server renders it whole,
 * but the browser leaves its HTML as it is (readable, its links working) and hydrates it only when
 * it comes near the viewport or takes focus. A suspended boundary is skipped by hydration, so the
 * first page view does not pay for what is not seen. Mounted after hydration (a navigation), it
 * renders at once. Give it the same element while it waits (memo): new props reaching a boundary
 * that has not hydrated make React drop its server HTML and render it in the browser.
 */
export const HydrateWhenVisible = ({ children, className }: { readonly children: ReactNode; readonly className?: string }) => {
  const [gate] = useState(() => visibilityGate(typeof window === 'undefined' || !isHydrating()));
  const frame = useRef<HTMLDivElement>(null);
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
    // A keyboard visitor tabbing into it, or a pointer on it, needs it now: heard on the way down from
    // the document, before React's own listener at the root tries to hydrate the part for the event.
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
    <div ref={frame} className={className}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
};

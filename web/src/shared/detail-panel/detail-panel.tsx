import type { ReactNode, Ref } from 'react';

interface DetailPanelProps {
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** For a panel that brings itself into view when it opens. */
  readonly sectionRef?: Ref<HTMLElement>;
  readonly testId?: string;
  /** Added to the panel's own classes (say a scroll margin below the sticky header). */
  readonly className?: string;
}

const PANEL = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** The open record beside (or below) an admin list: its title, a Close button, then the record. */
export const DetailPanel = ({ title, closeLabel, onClose, children, sectionRef, testId, className }: DetailPanelProps) => (
  <section ref={sectionRef} aria-label={title} data-testid={testId} className={className === undefined ? PANEL : `${className} ${PANEL}`}>
    <div className="mb-4 flex items-start justify-between gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <button
        type="button"
        onClick={onClose}
        className="rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {closeLabel}
      </button>
    </div>
    {children}
  </section>
);

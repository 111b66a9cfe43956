import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec<Id extends string> {
  readonly id: Id;
  readonly label: string;
  /** Shown greyed and announced as unavailable; still selectable so its panel can say why. */
  readonly disabled?: boolean;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  readonly label: string;
  /** Unique per page: builds the tab and panel ids. */
  readonly idPrefix: string;
  readonly tabs: readonly TabSpec<Id>[];
  readonly active: Id;
  readonly onChange: (id: Id) => void;
  readonly children: ReactNode;
}

const NEXT_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs (roving focus); the active tab's panel follows. */
export const Tabs = <Id extends string>({ label, idPrefix, tabs, active, onChange, children }: TabsProps<Id>) => {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = next(index, tabs.length);
    const tab = tabs[target];
    if (tab === undefined) return;
    onChange(tab.id);
    buttons.current[target]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              aria-disabled={tab.disabled === true ? true : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                selected ? 'border-blue-800 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              } ${tab.disabled === true ? 'opacity-50' : ''}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${active}`} aria-labelledby={`${idPrefix}-tab-${active}`} tabIndex={0} className="pt-6 focus-visible:outline-none">
        {children}
      </div>
    </div>
  );
};

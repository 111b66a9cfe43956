interface FilterButtonsProps {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly selected: string;
  readonly onSelect: (value: string) => void;
}

/** A row of toggle buttons; the option with value '' means "all". */
export const FilterButtons = ({ label, options, selected, onSelect }: FilterButtonsProps) => (
  <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
    {options.map((option) => (
      <button
        key={option.value}
        type="button"
        aria-pressed={option.value === selected}
        onClick={() => onSelect(option.value)}
        className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
          option.value === selected ? 'border-blue-800 bg-blue-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-blue-800'
        }`}
      >
        {option.label}
      </button>
    ))}
  </div>
);

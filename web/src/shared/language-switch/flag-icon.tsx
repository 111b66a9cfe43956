import type { Language } from '../../../../domain/shared/language.js';

const TRICOLOURS: Readonly<Record<Exclude<Language, 'en'>, { readonly direction: 'rows' | 'columns'; readonly colours: readonly [string, string, string] }>> = {
  nl: { direction: 'rows', colours: ['#AE1C28', '#FFFFFF', '#21468B'] },
  de: { direction: 'rows', colours: ['#000000', '#DD0000', '#FFCE00'] },
  fr: { direction: 'columns', colours: ['#002654', '#FFFFFF', '#ED2939'] },
};

/** A language's flag as a small inline SVG (emoji flags do not render on every system). */
export const FlagIcon = ({ language, className = 'h-4 w-6' }: { readonly language: Language; readonly className?: string }) => {
  if (language === 'en') {
    return (
      <svg aria-hidden="true" viewBox="0 0 60 30" className={`${className} rounded-sm ring-1 ring-black/10`} preserveAspectRatio="none">
        <rect width="60" height="30" fill="#012169" />
        <path d="M0 0l60 30M60 0L0 30" stroke="#FFFFFF" strokeWidth="6" />
        <path d="M0 0l60 30M60 0L0 30" stroke="#C8102E" strokeWidth="2" />
        <path d="M30 0v30M0 15h60" stroke="#FFFFFF" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </svg>
    );
  }
  const { direction, colours } = TRICOLOURS[language];
  return (
    <svg aria-hidden="true" viewBox="0 0 3 3" className={`${className} rounded-sm ring-1 ring-black/10`} preserveAspectRatio="none">
      {colours.map((colour, index) =>
        direction === 'rows' ? <rect key={colour} x="0" y={index} width="3" height="1" fill={colour} /> : <rect key={colour} x={index} y="0" width="1" height="3" fill={colour} />,
      )}
    </svg>
  );
};

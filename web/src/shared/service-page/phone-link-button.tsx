import { COMPANY } from '../company.js';

/** A button-styled tel: link with the company's phone number. */
export const PhoneLinkButton = ({ label, variant = 'light' }: { readonly label: string; readonly variant?: 'light' | 'outline' }) => (
  <a
    href={COMPANY.phoneHref}
    className={`inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
      variant === 'light' ? 'bg-white text-blue-900 hover:bg-blue-50' : 'border-2 border-blue-800 text-blue-800 hover:bg-blue-50'
    }`}
  >
    {label} <span className="ml-2 whitespace-nowrap">{COMPANY.phone}</span>
  </a>
);

import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useLanguage } from '../../../app/use-language.js';
import { COMPANY } from '../../../shared/company.js';

const CONTAINER_RIBS = [10, 17, 24, 31, 38];

/**
 * The logo linking home: a container mark drawn inline and the company name as text. Text in the
 * page's own font costs the first paint nothing extra (an SVG image's text is rasterised in a
 * document of its own, 5–8 ms in the first paint's task), and it is the configured name.
 */
export const Logo = ({ variant = 'colour', onNavigate }: { readonly variant?: 'colour' | 'white'; readonly onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const white = variant === 'white';
  return (
    <Link to={paths.home(lang)} onClick={onNavigate} aria-label={t('shell.logo.home', { name: COMPANY.name })} className="inline-flex h-10 items-center gap-2">
      <svg viewBox="0 8 48 34" width="40" height="28" aria-hidden="true" focusable="false">
        <rect x="2" y="10" width="44" height="28" rx="3" fill={white ? '#ffffff' : '#1e3a8a'} />
        <g stroke="#93c5fd" strokeWidth="2">
          {CONTAINER_RIBS.map((x) => (
            <line key={x} x1={x} y1="14" x2={x} y2="34" />
          ))}
        </g>
        <rect x="2" y="36" width="44" height="4" fill="#f97316" />
      </svg>
      <span className={`text-lg font-bold leading-none ${white ? 'text-white' : 'text-blue-900'}`}>{COMPANY.name}</span>
    </Link>
  );
};

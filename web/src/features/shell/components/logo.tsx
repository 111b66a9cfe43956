import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useLanguage } from '../../../app/use-language.js';
import { COMPANY } from '../../../shared/company.js';
import colourLogo from '../assets/logo-colour.svg';
import whiteLogo from '../assets/logo-white.svg';

/** The logo linking home (shown from the server's HTML on, before any script), the company name if it fails. */
export const Logo = ({ variant = 'colour', onNavigate }: { readonly variant?: 'colour' | 'white'; readonly onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [failed, setFailed] = useState(false);
  return (
    <Link to={paths.home(lang)} onClick={onNavigate} aria-label={t('shell.logo.home', { name: COMPANY.name })} className="relative inline-flex h-10 items-center">
      {failed ? (
        <span className={`text-xl font-bold ${variant === 'white' ? 'text-white' : 'text-blue-900'}`}>{COMPANY.name}</span>
      ) : (
        <img src={variant === 'white' ? whiteLogo : colourLogo} alt={COMPANY.name} width={183} height={40} className="h-10 w-auto" onError={() => setFailed(true)} />
      )}
    </Link>
  );
};

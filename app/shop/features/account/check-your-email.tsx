import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath, useMessages } from '../../i18n/shop-language';
import { AuthPage } from './auth-page';

/** After register and forgot password (storefront §2): 'Check Your Email' and the way back to login. */
export function CheckYourEmail({ children, linkLabel }: { children: ReactNode; linkLabel: string }) {
  const words = useMessages('account');
  const to = useLocalizedPath();
  return (
    <AuthPage
      title={words.checkYourEmail}
      icon={<MailCheck aria-hidden="true" className="h-12 w-12 text-brand-700" />}
      description={children}
    >
      <Link
        to={to('/login')}
        className="block rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
      >
        {linkLabel}
      </Link>
    </AuthPage>
  );
}

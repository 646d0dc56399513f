import { LogOut } from 'lucide-react';
import { Form } from 'react-router';
import { useLanguage, useMessages } from '../i18n/shop-language';

/**
 * Log out posts to /logout (works before JavaScript has loaded) with the page's language; the redirect
 * to that language's home page reloads the layout's data, so the header shows the signed-out state at once.
 */
export function LogoutButton({ className, onSubmit }: { className: string; onSubmit?: () => void }) {
  const words = useMessages('shop');
  const language = useLanguage();
  return (
    <Form method="post" action="/logout" onSubmit={onSubmit}>
      <input type="hidden" name="language" value={language} />
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {words.logOut}
      </button>
    </Form>
  );
}

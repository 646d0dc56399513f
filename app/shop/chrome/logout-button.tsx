import { LogOut } from 'lucide-react';
import { Form } from 'react-router';
import { useMessages } from '../i18n/shop-language';

/**
 * Log out posts to /logout (works before JavaScript has loaded); the redirect that answers it reloads
 * the layout's data, so the header shows the signed-out state at once.
 */
export function LogoutButton({ className, onSubmit }: { className: string; onSubmit?: () => void }) {
  const words = useMessages('shop');
  return (
    <Form method="post" action="/logout" onSubmit={onSubmit}>
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {words.logOut}
      </button>
    </Form>
  );
}

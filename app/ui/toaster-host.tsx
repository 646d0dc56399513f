import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast, Toaster } from 'sonner';
import { registerToastHost } from '../lib/toast';

/** sonner, as the spec's toasts need it: one at a time, 5000 ms each (storefront §9). */
export default function ToasterHost() {
  useEffect(() => {
    registerToastHost(({ kind, title, description, link }) => {
      const body = link ? (
        <>
          {description}{' '}
          <Link to={link.href} className="font-semibold underline">
            {link.label}
          </Link>
        </>
      ) : (
        description
      );
      if (kind === 'error') toast.error(title, { description: body });
      else toast.success(title, { description: body });
    });
    return () => registerToastHost(null);
  }, []);
  return <Toaster position="top-center" visibleToasts={1} duration={5000} closeButton />;
}

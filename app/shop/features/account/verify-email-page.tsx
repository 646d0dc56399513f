import { CheckCircle2, Loader2, MailWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams, useSubmit } from 'react-router';
import { notify, notifyError } from '../../../lib/toast';
import { AuthPage } from './auth-page';
import { ResendVerificationForm, type ResendResult } from './resend-verification-form';

export type VerifyResult = { intent: 'verify'; verified: boolean } | ResendResult;

const NO_TOKEN = 'No verification token found. Please use the link from your email.';
const BAD_TOKEN = 'The verification link is invalid or has expired.';

/**
 * Verify email (storefront §2, §4): verifying, then 'Email Verified!' or 'Verification Failed'.
 *
 * Opening the link does not verify by itself: the page posts the token to its action. Mail scanners
 * and link previews fetch links with GET, and a GET that consumed the single-use token would spend it
 * before the shopper arrives. With JavaScript the post goes at once (a spinner meanwhile); before it
 * has loaded, a 'Verify my email' button sends the same post.
 */
export function VerifyEmailPage({ result }: { result: VerifyResult | undefined }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Whether this visit came with a token; kept once the post has dropped it from the address.
  const [hadToken] = useState(Boolean(token));
  const submit = useSubmit();
  const posted = useRef(false);

  const verify = result?.intent === 'verify' ? result : undefined;
  const state = verify?.verified
    ? 'success'
    : verify || result?.intent === 'resend' || !hadToken
      ? 'error'
      : 'verifying';

  useEffect(() => {
    if (state !== 'verifying' || posted.current) return;
    posted.current = true;
    // Posting to the bare path also takes the token out of the address bar.
    submit({ intent: 'verify', token }, { method: 'post', action: '/verify-email', replace: true });
  }, [state, token, submit]);

  useEffect(() => {
    if (!verify) return;
    if (verify.verified) notify('Email verified!');
    else notifyError('Error', 'Failed to verify email. The link may be invalid or expired.');
  }, [verify]);

  if (state === 'success') {
    return (
      <AuthPage
        title="Email Verified!"
        icon={<CheckCircle2 aria-hidden="true" className="h-12 w-12 text-brand-700" />}
        description="Your email is verified. You can now log in to your account."
      >
        <Link
          to="/login"
          className="block rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          Go to Login
        </Link>
      </AuthPage>
    );
  }
  if (state === 'error') {
    return (
      <AuthPage
        title="Verification Failed"
        icon={<MailWarning aria-hidden="true" className="h-12 w-12 text-red-700" />}
        description={<p>{hadToken ? BAD_TOKEN : NO_TOKEN}</p>}
      >
        <p className="mb-4 text-sm text-stone-700">Enter your email and we will send you a new link.</p>
        <ResendVerificationForm result={result?.intent === 'resend' ? result : undefined} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Verifying your email"
      icon={<Loader2 aria-hidden="true" className="h-12 w-12 animate-spin text-brand-700" />}
      description={<p role="status">Please wait while we verify your email address...</p>}
    >
      <noscript>
        <form method="post">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="block w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Verify my email
          </button>
        </form>
      </noscript>
    </AuthPage>
  );
}

import { CheckCircle2, Loader2, MailWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams, useSubmit } from 'react-router';
import { notify, notifyError } from '../../../lib/toast';
import { useLocalizedPath } from '../../i18n/shop-language';
import { useAccountWords } from './account-words';
import { AuthPage } from './auth-page';
import { ResendVerificationForm, type ResendResult } from './resend-verification-form';

export type VerifyResult = { intent: 'verify'; verified: boolean } | ResendResult;

/**
 * Verify email (storefront §2, §4): verifying, then 'Email Verified!' or 'Verification Failed'.
 *
 * Opening the link does not verify by itself: the page posts the token to its action. Mail scanners
 * and link previews fetch links with GET, and a GET that consumed the single-use token would spend it
 * before the shopper arrives. With JavaScript the post goes at once (a spinner meanwhile); before it
 * has loaded, a 'Verify my email' button sends the same post.
 */
export function VerifyEmailPage({ result }: { result: VerifyResult | undefined }) {
  const { words } = useAccountWords();
  const to = useLocalizedPath();
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
    submit({ intent: 'verify', token }, { method: 'post', action: to('/verify-email'), replace: true });
  }, [state, token, submit, to]);

  useEffect(() => {
    if (!verify) return;
    if (verify.verified) notify(words.verified);
    else notifyError(words.error, words.verifyFailed);
    // The words are the page's, fixed for its life; a new answer is what speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verify]);

  if (state === 'success') {
    return (
      <AuthPage
        title={words.verifiedTitle}
        icon={<CheckCircle2 aria-hidden="true" className="h-12 w-12 text-brand-700" />}
        description={words.verifiedText}
      >
        <Link
          to={to('/login')}
          className="block rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          {words.goToLogin}
        </Link>
      </AuthPage>
    );
  }
  if (state === 'error') {
    return (
      <AuthPage
        title={words.verificationFailed}
        icon={<MailWarning aria-hidden="true" className="h-12 w-12 text-red-700" />}
        description={<p>{hadToken ? words.badToken : words.noToken}</p>}
      >
        <p className="mb-4 text-sm text-stone-700">{words.newLinkHint}</p>
        <ResendVerificationForm result={result?.intent === 'resend' ? result : undefined} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={words.verifyingTitle}
      icon={<Loader2 aria-hidden="true" className="h-12 w-12 animate-spin text-brand-700" />}
      description={<p role="status">{words.pleaseWait}</p>}
    >
      <noscript>
        <form method="post">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="block w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {words.verifyButton}
          </button>
        </form>
      </noscript>
    </AuthPage>
  );
}

import { fill, type Messages } from '../../i18n/messages';
import { useMessages } from '../../i18n/shop-language';

type AccountWords = Messages['account'];

/**
 * The account forms' refusals as the shared schemas (storefront §5) and the account service word them,
 * in English, each with its name in the page's words (decision 038). A pattern's groups fill the
 * sentence's blanks. The schemas and the server keep their English: one rule book, whatever the page's
 * language, and the browser's instant checks give the same sentences as the action.
 */
const REFUSALS: ReadonlyArray<[RegExp, keyof AccountWords]> = [
  [/^Email or username is required$/, 'emailOrUsernameRequired'],
  [/^Password is required$/, 'passwordRequired'],
  [/^Password must be at least (?<n>\d+) characters$/, 'passwordMin'],
  [/^Password must be at most (?<n>\d+) characters$/, 'passwordMax'],
  [/^Please confirm your password$/, 'confirmRequired'],
  [/^Passwords don't match$/, 'passwordsDiffer'],
  [/^Username is required$/, 'usernameRequired'],
  [/^Username must be at least (?<n>\d+) characters$/, 'usernameMin'],
  [/^Username must be at most (?<n>\d+) characters$/, 'usernameMax'],
  [/^Username may only contain letters, digits, dots, underscores and hyphens$/, 'usernameCharacters'],
  [/^Invalid email address$/, 'emailInvalid'],
  [/^Please enter a valid email address$/, 'emailValid'],
  [/^Please enter your email address$/, 'enterEmail'],
  [/^Reset token is missing$/, 'resetTokenMissing'],
  [/^Verification token is missing$/, 'verifyTokenMissing'],
  [/^This username is already taken$/, 'usernameTaken'],
  [/^An account with this email already exists$/, 'emailTaken'],
  [/^Invalid username or password$/, 'invalidCredentials'],
  [/^Your email is not verified\. Please verify your email before logging in\.$/, 'notVerified'],
  [/^The verification link is invalid or has expired\.$/, 'badToken'],
  [/^This password reset link is invalid or has expired\.$/, 'resetLinkInvalid'],
  [/^Too many requests\. Please wait before trying again\.$/, 'tooManyRequests'],
];

/** A refusal in the page's words; one it does not know is shown as the server wrote it. */
export function accountMessage(message: string, words: AccountWords): string {
  for (const [pattern, key] of REFUSALS) {
    const match = pattern.exec(message);
    if (match) return fill(words[key], { ...match.groups });
  }
  return message;
}

/** The account pages' words and a reader of refusals (field messages and the form's) in them. */
export function useAccountWords() {
  const words = useMessages('account');
  const say = (message: string | undefined) => (message ? accountMessage(message, words) : message);
  const sayAll = (errors: Partial<Record<string, string>>) =>
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message)]));
  return { words, say, sayAll };
}

/** An account page's head: its title in the page's words (English until its loader has answered), never indexed. */
export function accountPageMeta(
  messages: { account: AccountWords } | undefined,
  title: keyof AccountWords,
  english: string,
) {
  return [{ title: messages?.account[title] ?? english }, { name: 'robots', content: 'noindex' }];
}

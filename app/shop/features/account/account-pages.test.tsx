// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../common/i18n/languages';
import { EveryWord } from '../../i18n/every-word';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

function renderIn(language: Language, path: string, children: ReactNode) {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <EveryWord language={language}>{children}</EveryWord> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe('the account pages in the page language (decision 038)', () => {
  it('keeps the spec’s words on the English login page', async () => {
    renderIn('en', '/login', <LoginForm failure={undefined} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Login');
    expect(screen.getByLabelText('Email or Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('words the Urdu login page in Urdu, its links staying in Urdu, a refusal in Urdu', async () => {
    renderIn(
      'ur',
      '/ur/login',
      <LoginForm failure={{ formError: 'Invalid username or password', unverified: false }} />,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('لاگ اِن');
    expect(screen.getByLabelText('ای میل یا یوزر نیم')).toBeTruthy();
    expect(screen.getByLabelText('پاس ورڈ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'لاگ اِن کریں' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' }).getAttribute('href')).toBe(
      '/ur/forgot-password',
    );
    expect(screen.getByRole('alert').textContent).toBe('یوزر نیم یا پاس ورڈ درست نہیں');
  });

  it('shows a taken email beside its field in the page language', async () => {
    const taken = 'An account with this email already exists';
    renderIn(
      'ur',
      '/ur/register',
      <RegisterForm result={{ formError: taken, fieldErrors: { email: taken } }} />,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('اکاؤنٹ بنائیں');
    expect(screen.getByText('اس ای میل سے پہلے ہی ایک اکاؤنٹ موجود ہے')).toBeTruthy();
    expect(screen.queryByText(taken)).toBeNull();
  });
});

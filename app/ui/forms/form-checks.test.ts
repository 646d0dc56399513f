import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema } from '../../../common/accounts/schemas';
import { readForm, refusalOf } from './form-checks';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('readForm', () => {
  it('answers the parsed values of a good post', () => {
    expect(readForm(loginSchema, form({ emailOrUsername: ' amina ', password: 'x' }))).toEqual({
      ok: true,
      data: { emailOrUsername: 'amina', password: 'x' },
    });
  });

  it('answers the first message of each field, in the spec words', () => {
    const result = readForm(
      registerFormSchema,
      form({ username: '', email: 'nope', password: 'short', confirmPassword: 'other' }),
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        username: 'Username is required',
        email: 'Invalid email address',
        password: 'Password must be at least 8 characters',
        confirmPassword: "Passwords don't match",
      },
    });
  });

  it('reads a missing field as nothing typed', () => {
    expect(readForm(loginSchema, form({}))).toMatchObject({
      fieldErrors: { emailOrUsername: 'Email or username is required', password: 'Password is required' },
    });
  });
});

describe('refusalOf', () => {
  it('passes on 4xx refusals and leaves everything else to the error boundary', () => {
    const conflict = Object.assign(new Error('This username is already taken'), { statusCode: 409 });
    expect(refusalOf(conflict)).toEqual({ status: 409, message: 'This username is already taken' });
    expect(refusalOf(Object.assign(new Error('boom'), { statusCode: 500 }))).toBeNull();
    expect(refusalOf(new Error('plain'))).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });
});
